import { TokenFramePage } from '../components/frame-pages';

/** The framed Shared Action Learning page (frame `shared-alps`, with the session token). */
export default function SharedAlpsPage() {
  return <TokenFramePage name="shared-alps" title="Shared Action Learning" />;
}
