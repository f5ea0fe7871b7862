/** @jest-environment node */
import { analyticsPlugins, gtagPluginOptions, resolveMeasurementId } from '../analytics';

describe('resolveMeasurementId', () => {
  it('is off without an id, from either place', () => {
    expect(resolveMeasurementId({ measurementId: '' }, {})).toBeNull();
    // An empty variable turns analytics off even when the config names an id (previews).
    expect(resolveMeasurementId({ measurementId: 'G-CONFIG1234' }, { GA_MEASUREMENT_ID: '' })).toBeNull();
  });

  it('takes the environment over site.config.ts', () => {
    expect(resolveMeasurementId({ measurementId: 'G-CONFIG1234' }, {})).toBe('G-CONFIG1234');
    expect(resolveMeasurementId({ measurementId: 'G-CONFIG1234' }, { GA_MEASUREMENT_ID: ' G-ENV5678 ' })).toBe('G-ENV5678');
  });

  it('fails on a malformed id, naming where it was set and what is allowed', () => {
    expect(() => resolveMeasurementId({ measurementId: '' }, { GA_MEASUREMENT_ID: 'UA-1234-1' })).toThrow(
      'GA_MEASUREMENT_ID: "UA-1234-1" is not a Google Analytics 4 measurement id. Allowed: "G-"',
    );
    expect(() => resolveMeasurementId({ measurementId: 'g-lower' }, {})).toThrow('site.config.ts: analytics.measurementId: "g-lower"');
  });
});

describe('gtag options', () => {
  it('anonymises IPs', () => {
    expect(gtagPluginOptions('G-ABCD1234')).toMatchObject({ trackingIds: ['G-ABCD1234'], gtagConfig: { anonymize_ip: true } });
  });
});

describe('analyticsPlugins', () => {
  it('registers no plugin without an id: no gtag script, no page view code, nothing sent', () => {
    expect(analyticsPlugins(resolveMeasurementId({ measurementId: '' }, {}))).toEqual([]);
    expect(analyticsPlugins(resolveMeasurementId({ measurementId: 'G-CONFIG1234' }, { GA_MEASUREMENT_ID: '' }))).toEqual([]);
  });

  it('registers the analytics plugin with the id and anonymised IPs', () => {
    expect(analyticsPlugins('G-ABCD1234')).toEqual([{ resolve: 'gatsby-plugin-tesela-analytics', options: gtagPluginOptions('G-ABCD1234') }]);
  });
});
