import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ProfilePage() {
  return <PlaceholderPage title="Profile" />;
}
