import { TokenFramePage } from '../components/frame-pages';

/** The framed Shared Practitioner Inquiries page (frame `shared-pis`, with the session token). */
export default function SharedPisPage() {
  return <TokenFramePage name="shared-pis" title="Shared Practitioner Inquiries" />;
}
