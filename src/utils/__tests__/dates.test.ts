import { formatDate, madridYear } from '../dates';

describe('dates, formatted at build time', () => {
  it('writes the long date in each language, on the day it is in Madrid', () => {
    expect(formatDate('2022-10-17T10:00:00+02:00', 'es')).toBe('17 de octubre de 2022');
    expect(formatDate('2022-10-17T10:00:00+02:00', 'en')).toBe('October 17, 2022');
    // 23:30 UTC on 31 December is already New Year's Day in Madrid.
    expect(formatDate('2022-12-31T23:30:00Z', 'es')).toBe('1 de enero de 2023');
    expect(formatDate('2022-12-31T22:30:00Z', 'en')).toBe('December 31, 2022');
  });

  it('gives the year in Madrid time', () => {
    expect(madridYear('2022-12-31T23:30:00Z')).toBe(2023);
    expect(madridYear('2022-12-31T22:30:00Z')).toBe(2022);
    expect(madridYear('2021-05-01T10:00:00+02:00')).toBe(2021);
  });
});
