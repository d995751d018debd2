import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function SelfPacedLearningPage() {
  return <PlaceholderPage title="Self-Paced Learning" />;
}
