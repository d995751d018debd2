import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ReadingsPage() {
  return <PlaceholderPage title="Readings" />;
}
