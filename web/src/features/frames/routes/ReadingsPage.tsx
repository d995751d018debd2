import { TokenFramePage } from '../components/frame-pages';

/** The framed Readings page (frame `readings`, with the session token). */
export default function ReadingsPage() {
  return <TokenFramePage name="readings" title="Readings" />;
}
