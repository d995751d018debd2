import { describe, expect, it } from 'vitest';
import { jobFunctionForTitle } from './texts.ts';

describe('jobFunctionForTitle (spec 03 §5: the job title selects the job function)', () => {
  it.each([
    ['Superintendent', 8],
    ['superintendent of schools', 8],
    ['Assistant Superintendent', 7],
    ['Asst. Superintendent for Curriculum', 7],
    ['asst superintendent', 7],
    ['Deputy Superintendent', 7],
    ['Associate Superintendent', 7],
    ['Principal', 5],
    ['High School Principal', 5],
    ['Assistant Principal', 4],
    ['asst. principal', 4],
    ['Vice Principal', 4],
    ['Vice-Principal', 4],
    ['Teacher', 1],
    ['Math teacher', 1],
    ['Teacher Leader', 1],
  ])('%s selects %i', (title, id) => {
    expect(jobFunctionForTitle(title)).toBe(id);
  });

  it("selects teacher from the sixth typed letter of 'teacher', not before", () => {
    expect(jobFunctionForTitle('teach')).toBeNull();
    expect(jobFunctionForTitle('teache')).toBe(1);
  });

  it('selects nothing for other titles', () => {
    for (const title of ['', 'Coach', 'Director of Curriculum', 'Lead investigator']) {
      expect(jobFunctionForTitle(title)).toBeNull();
    }
  });
});
