import { TokenFramePage } from '../components/frame-pages';

/** The framed Web-Based Resources page (frame `web-based-resources`, with the session token). */
export default function WebBasedResourcesPage() {
  return <TokenFramePage name="web-based-resources" title="Web-Based Resources" />;
}
