import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function WebBasedResourcesPage() {
  return <PlaceholderPage title="Web-Based Resources" />;
}
