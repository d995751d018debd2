import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function SupportPage() {
  return <PlaceholderPage title="Support" />;
}
