/**
 * The demo survey source of the embedded default: believable answers that depend only on the
 * cohort and the unit, so every run (and every fresh data folder) shows the same report. About
 * one unit in five has no answers yet, so the demo shows both states of the report.
 */
import { unitLabel } from '../../../shared/units.ts';
import type { SurveyAnswers } from '../../data/cohorts/surveys.ts';
import type { OpenEvaluation } from './open-evaluations.ts';
import type { SurveySource } from './sources.ts';

const STATEMENTS = [
  'The facilitator was well prepared',
  'The unit met its stated objectives',
  'The materials were relevant to my work',
  'I will apply what I learned in my school',
  'The pacing of the sessions was appropriate',
  'The activities deepened my understanding',
  'The discussions with colleagues were valuable',
  'I would recommend this unit to a colleague',
];
const LIKERT = ['Strongly agree', 'Agree', 'Neutral', 'Disagree', 'Strongly disagree'];
const UNANSWERED_SHARE = 0.2;

/** FNV-1a: a 32-bit seed from a text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: small, fast, and the same sequence on every machine. */
function prng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function demoAnswers(evaluation: Pick<OpenEvaluation, 'cohortId' | 'unit' | 'participants'>): SurveyAnswers {
  const random = prng(hash(`${evaluation.cohortId}#${evaluation.unit}`));
  const survey_name = `${unitLabel(evaluation.unit)} Evaluation`;
  if (evaluation.participants === 0 || random() < UNANSWERED_SHARE) return { survey_name, respondents: 0, questions: [] };

  const respondents = Math.max(1, Math.round(evaluation.participants * (0.4 + 0.6 * random())));
  // How well this unit went: shifts every question's answers towards agreement.
  const mood = random();
  const weights = [0.3 + 0.3 * mood, 0.4 - 0.1 * mood, 0.15 - 0.1 * mood, 0.1 - 0.07 * mood, 0.05 - 0.03 * mood];
  const headings = STATEMENTS.map((heading) => ({ heading, order: random() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, 4 + Math.floor(random() * 3))
    .map((s) => s.heading);
  const questions = headings.map((heading) => {
    // A few respondents skip a question.
    const answered = respondents - Math.floor(random() * Math.min(3, respondents));
    const counts = LIKERT.map(() => 0);
    for (let k = 0; k < answered; k += 1) {
      let roll = random();
      const choice = weights.findIndex((w) => (roll -= w) < 0);
      counts[choice === -1 ? 0 : choice] += 1;
    }
    return { heading, answers: LIKERT.map((description, i) => ({ description, count: counts[i] })) };
  });
  return { survey_name, respondents, questions };
}

export const demoSurveySource: SurveySource = {
  name: 'demo',
  answers: async (evaluation) => demoAnswers(evaluation),
};
