import { TokenFramePage } from '../components/frame-pages';

/** The framed Self-Paced Learning page (frame `self-paced-learning`, with the session token). */
export default function SelfPacedLearningPage() {
  return <TokenFramePage name="self-paced-learning" title="Self-Paced Learning" />;
}
