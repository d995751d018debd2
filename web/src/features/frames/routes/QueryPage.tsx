import { QueryFramePage } from '../components/frame-pages';

/** The framed Query Page page (docs/frames.md). */
export default function QueryPage() {
  return <QueryFramePage title="Query Page" />;
}
