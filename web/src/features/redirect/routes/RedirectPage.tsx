import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function RedirectPage() {
  return <PlaceholderPage title="Redirect" />;
}
