import { DownloadsFramePage } from '../components/frame-pages';

/** The framed Downloads page (docs/frames.md). */
export default function DownloadsPage() {
  return <DownloadsFramePage title="Downloads" />;
}
