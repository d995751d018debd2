/** The survey sources on their own: the http answer's checks, its timeout, the demo's answers, the month range. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAnswers } from './demo-source.ts';
import { httpSurveySource, parseSurveyAnswers } from './http-source.ts';
import { monthsBetween } from './open-evaluations.ts';
import { configuredSurveySource } from './sources.ts';

const VALID = {
  survey_name: 'Unit 2 Evaluation',
  respondents: 3,
  questions: [
    {
      heading: 'The facilitator was well prepared',
      answers: [
        { description: 'Strongly agree', count: 2 },
        { description: 'Agree', count: 1 },
      ],
    },
    { heading: 'The pacing was appropriate', answers: [] },
  ],
};

describe('parseSurveyAnswers', () => {
  it('keeps a valid answer and drops fields it does not know', () => {
    expect(parseSurveyAnswers({ ...VALID, survey_id: 99, questions: VALID.questions.map((q) => ({ ...q, type: 'likert' })) })).toEqual(
      VALID,
    );
  });

  it.each([
    [
      'a negative count',
      { ...VALID, questions: [{ heading: 'Q', answers: [{ description: 'Agree', count: -1 }] }] },
      /questions\.0\.answers\.0\.count/,
    ],
    [
      'a count that is not a whole number',
      { ...VALID, questions: [{ heading: 'Q', answers: [{ description: 'Agree', count: 1.5 }] }] },
      /count/,
    ],
    ['a count given as text', { ...VALID, questions: [{ heading: 'Q', answers: [{ description: 'Agree', count: '2' }] }] }, /count/],
    ['a question without a heading', { ...VALID, questions: [{ answers: [] }] }, /questions\.0\.heading/],
    ['no survey name', { respondents: 1, questions: [] }, /survey_name/],
    ['an empty survey name', { ...VALID, survey_name: '' }, /survey_name/],
    ['a list instead of an object', [VALID], /\(root\)/],
    [
      'too many answer options',
      { ...VALID, questions: [{ heading: 'Q', answers: Array.from({ length: 21 }, (_, i) => ({ description: `o${i}`, count: 1 })) }] },
      /answers/,
    ],
  ])('refuses %s', (_, body, message) => {
    expect(() => parseSurveyAnswers(body)).toThrow(message);
  });
});

describe('httpSurveySource', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const query = new URL(req.url!, 'http://localhost').searchParams;
      if (query.get('unit') === 'slow') {
        setTimeout(() => res.end(JSON.stringify(VALID)), 1_000);
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(
        query.get('unit') === 'html'
          ? '<html>'
          : JSON.stringify({ ...VALID, survey_name: `${query.get('cohort_id')}/${query.get('unit')}/${query.get('post_id')}` }),
      );
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/surveys`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const evaluation = (unit: string) => ({ cohortId: 12, postId: 5012, unit, lastDay: '2026-01-10', participants: 20 });

  it('asks with cohort_id, unit and post_id and reads the answer', async () => {
    const source = httpSurveySource(new URL(base));
    expect(source.name).toBe(base);
    expect(await source.answers(evaluation('3A'))).toEqual({ ...VALID, survey_name: '12/3A/5012' });
  });

  it('gives up after its timeout, and refuses a body that is not JSON', async () => {
    const source = httpSurveySource(new URL(base), 200);
    await expect(source.answers(evaluation('slow'))).rejects.toThrow(/timeout|abort/i);
    await expect(source.answers(evaluation('html'))).rejects.toThrow(/other than JSON/);
  });
});

describe('configuredSurveySource', () => {
  it('is none when unset, the demo for demo, the http source for an address (named without its query)', () => {
    expect(configuredSurveySource(undefined)).toBeUndefined();
    expect(configuredSurveySource('demo')!.name).toBe('demo');
    expect(configuredSurveySource('https://surveys.example.org/api/answers?key=abc')!.name).toBe('https://surveys.example.org/api/answers');
    expect(() => configuredSurveySource('surveys.example.org')).toThrow(/SURVEY_SOURCE/);
  });
});

describe('demoAnswers', () => {
  const all = Array.from({ length: 60 }, (_, i) => ({
    cohortId: 1 + (i % 20),
    unit: String(1 + Math.floor(i / 20)),
    participants: 5 + (i % 30),
  }));

  it('is the same for the same cohort and unit, and differs between units', () => {
    expect(demoAnswers(all[0])).toEqual(demoAnswers({ ...all[0] }));
    const answered = all.map((e) => demoAnswers(e)).filter((a) => a.respondents > 0);
    expect(new Set(answered.map((a) => JSON.stringify(a))).size).toBe(answered.length);
  });

  it('reads like a unit evaluation: 4-6 Likert questions, no more answers than respondents, no more respondents than members', () => {
    for (const e of all) {
      const answers = demoAnswers(e);
      expect(answers.survey_name).toBe(`Unit ${e.unit} Evaluation`);
      expect(answers.respondents).toBeLessThanOrEqual(e.participants);
      if (answers.respondents === 0) {
        expect(answers.questions).toEqual([]);
        continue;
      }
      expect(answers.questions.length).toBeGreaterThanOrEqual(4);
      expect(answers.questions.length).toBeLessThanOrEqual(6);
      expect(new Set(answers.questions.map((q) => q.heading)).size).toBe(answers.questions.length);
      for (const q of answers.questions) {
        expect(q.answers.map((a) => a.description)).toEqual(['Strongly agree', 'Agree', 'Neutral', 'Disagree', 'Strongly disagree']);
        const total = q.answers.reduce((sum, a) => sum + a.count, 0);
        expect(total).toBeLessThanOrEqual(answers.respondents);
        expect(total).toBeGreaterThan(0);
      }
    }
  });

  it('leaves some units unanswered, so the demo shows both states', () => {
    const unanswered = all.filter((e) => demoAnswers(e).respondents === 0).length;
    expect(unanswered).toBeGreaterThan(0);
    expect(unanswered).toBeLessThan(all.length / 2);
    expect(demoAnswers({ cohortId: 1, unit: '1', participants: 0 })).toEqual({
      survey_name: 'Unit 1 Evaluation',
      respondents: 0,
      questions: [],
    });
  });
});

describe('monthsBetween', () => {
  it('lists every month of the range, across a year end', () => {
    expect(monthsBetween('2025-11-20', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03-31', '2026-03-01')).toEqual(['2026-03']);
    expect(monthsBetween('2026-04-01', '2026-03-31')).toEqual([]);
  });
});
