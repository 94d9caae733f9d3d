/** Suburb → postcode lookup from the ABS suburbs table. */
import { describe, expect, it } from 'vitest';
import { parseGeoCsv, suburbVariants } from './geo.ts';

// Rows in the real table's column layout (subset of columns, real values).
const GEO = `ssc_code,"suburb","urban_area",postcode,"state","state_name","type","local_goverment_area","statistic_area",elevation,population,median_income,sqkm,lat,lng,"timezone"
10001,"Caringbah","Sutherland Shire - East",2229,"NSW","New South Wales","Urban locality","Sutherland Shire","Sydney",22,12000,40000,3.1,-34.04,151.12,"Australia/Sydney"
10002,"St Marys","Penrith - Outer East",2760,"NSW","New South Wales","Urban locality","Penrith","Sydney",40,11000,30000,5,-33.76,150.77,"Australia/Sydney"
10003,"Darwin City","Darwin - Central",800,"NT","Northern Territory","Urban locality","Darwin","Darwin",10,7000,60000,3,-12.46,130.84,"Australia/Darwin"
10004,"Summer Hill","Ashfield",2130,"NSW","New South Wales","Urban locality","Inner West","Sydney",30,7311,50000,1,-33.89,151.13,"Australia/Sydney"
10005,"Summer Hill","",2421,"NSW","New South Wales","Rural locality","Dungog","Hunter",100,55,30000,20,-32.4,151.6,"Australia/Sydney"
10006,"Nowhere","",,"NSW","New South Wales","","","",0,0,0,0,0,0,""
`;

describe('parseGeoCsv', () => {
  const geo = parseGeoCsv(GEO);

  it('finds a suburb by name and state, case-insensitively', () => {
    expect(geo.find('caringbah', 'nsw')).toMatchObject({
      suburb: 'Caringbah',
      postcode: '2229',
      lat: -34.04,
      timezone: 'Australia/Sydney',
    });
    expect(geo.find('Caringbah', 'VIC')).toBe(null);
  });

  it('pads NT postcodes written without the leading zero', () => {
    expect(geo.find('Darwin', 'NT')?.postcode).toBe('0800');
  });

  it('tries Saint→St and "<name> City"', () => {
    expect(geo.find('Saint Marys', 'NSW')?.postcode).toBe('2760');
    expect(geo.find('Darwin', 'NT')?.suburb).toBe('Darwin City');
  });

  it('picks the more populous of two same-named suburbs; skips rows without a postcode', () => {
    expect(geo.find('Summer Hill', 'NSW')?.postcode).toBe('2130');
    expect(geo.find('Nowhere', 'NSW')).toBe(null);
    expect(geo.size).toBe(4);
  });

  it('throws when a required column is missing', () => {
    expect(() => parseGeoCsv('suburb,state\nA,NSW\n')).toThrow('geo table: missing column "postcode"');
  });
});

describe('suburbVariants', () => {
  it('lists spellings in order', () => {
    expect(suburbVariants('Mount Druitt')).toEqual(['Mount Druitt', 'Mt Druitt', 'Mount Druitt City', 'Mount Druitt Central']);
  });
});
