import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function PractitionerInquiryPage() {
  return <PlaceholderPage title="Practitioner Inquiry" />;
}
