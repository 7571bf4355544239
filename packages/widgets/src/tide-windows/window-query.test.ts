import { ruleFromSearch, ruleToSearch, tideCalendarUrl, webcalUrl } from './window-query.ts';

describe('a tide windows search as a query string', () => {
  it('reads back what it writes, in a fixed order', () => {
    const rule = ruleFromSearch('on=sun,sat&light=day&hours=1.5&near=high&tide=rising&below=-0.5');
    expect(rule).toEqual({
      below: -0.5,
      tide: 'rising',
      near: 'high',
      hours: 1.5,
      light: 'day',
      on: ['sun', 'sat'],
    });
    expect(ruleToSearch(rule).toString()).toBe(
      'below=-0.5&tide=rising&near=high&hours=1.5&light=day&on=sun%2Csat',
    );
    expect(ruleFromSearch(ruleToSearch(rule))).toEqual(rule);
  });

  it('reads and writes a slack search’s speed, and no speed of 0 or less', () => {
    const rule = ruleFromSearch('light=day&slack=0.5');
    expect(rule).toEqual({ slack: 0.5, light: 'day' });
    expect(ruleToSearch(rule).toString()).toBe('slack=0.5&light=day');
    expect(ruleFromSearch('slack=0')).toEqual({});
    expect(ruleFromSearch('slack=-1')).toEqual({});
  });

  it('leaves out what it cannot read instead of guessing', () => {
    expect(ruleFromSearch('below=low&tide=up&near=mid&hours=2&light=dusk&on=funday')).toEqual({});
    expect(ruleFromSearch('near=low&hours=9')).toEqual({ near: 'low' });
  });

  it("writes the feed's address and its webcal: twin", () => {
    const url = tideCalendarUrl(
      'http://127.0.0.1:54321/',
      'noaa/8443970',
      { below: 0 },
      {
        units: 'ft',
      },
    );
    expect(url).toBe(
      'http://127.0.0.1:54321/functions/v1/tide-calendar?location=noaa%2F8443970&below=0&units=ft',
    );
    expect(webcalUrl(url)).toBe(
      'webcal://127.0.0.1:54321/functions/v1/tide-calendar?location=noaa%2F8443970&below=0&units=ft',
    );
  });
});
