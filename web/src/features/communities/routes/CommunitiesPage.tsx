import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function CommunitiesPage() {
  return <PlaceholderPage title="Communities" />;
}
