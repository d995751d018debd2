import { TokenFramePage } from '../components/frame-pages';

/** The framed Practitioner Inquiry page (frame `practitioner-inquiry`, with the session token). */
export default function PractitionerInquiryPage() {
  return <TokenFramePage name="practitioner-inquiry" title="Practitioner Inquiry" />;
}
