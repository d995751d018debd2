import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function VideosPage() {
  return <PlaceholderPage title="Videos" />;
}
