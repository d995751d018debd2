import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function SharedPisPage() {
  return <PlaceholderPage title="Shared Practitioner Inquiries" />;
}
