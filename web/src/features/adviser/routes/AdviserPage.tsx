import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function AdviserPage() {
  return <PlaceholderPage title="Adviser" />;
}
