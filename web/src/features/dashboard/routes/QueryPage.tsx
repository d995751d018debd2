import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function QueryPage() {
  return <PlaceholderPage title="Query Page" />;
}
