import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function SharedAlpsPage() {
  return <PlaceholderPage title="Shared Action Learning" />;
}
