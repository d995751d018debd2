import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function VideoAnnotationsPage() {
  return <PlaceholderPage title="Video Annotation" />;
}
