import { DownloadsFramePage } from '@/features/frames/components/frame-pages';

/** The framed Downloads page (docs/frames.md). */
export default function DownloadsPage() {
  return <DownloadsFramePage title="Downloads" />;
}
