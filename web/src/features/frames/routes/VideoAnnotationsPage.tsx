import { VideoAnnotationsFramePage } from '../components/frame-pages';

/** The framed Video Annotation page (docs/frames.md). */
export default function VideoAnnotationsPage() {
  return <VideoAnnotationsFramePage title="Video Annotation" />;
}
