import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function DownloadsPage() {
  return <PlaceholderPage title="Downloads" />;
}
