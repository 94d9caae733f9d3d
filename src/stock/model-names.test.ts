/**
 * Canonical make and model names on the real feed's spellings (`../shared/data/stock-feed/`, the CSV
 * line of each example on the right): the make, model and badge as the feed's Brand/Model columns and
 * Title give them, and the one name the site shows.
 */
import { describe, expect, it } from 'vitest';
import { canonicalMake, canonicalName, nameKey, preferredSpellings, type NameChange, type VehicleName } from './model-names.ts';

type Row = [line: number, input: VehicleName, expected: VehicleName, change: NameChange | null];
const v = (make: string, model: string, badge: string | null): VehicleName => ({ make, model, badge });

const CASES: Row[] = [
  // The families the independent check found split or merged.
  [418, v('Toyota', 'Landcruiser', 'Prado Kakadu (4X4)'), v('Toyota', 'Landcruiser Prado', 'Kakadu (4X4)'), 'family-across-badge'],
  [414, v('Toyota', 'Land', 'Cruiser Prado GXL (4x4)'), v('Toyota', 'Landcruiser Prado', 'GXL (4x4)'), 'family-across-badge'],
  [3657, v('Toyota', 'Land', 'Cruiser VXL'), v('Toyota', 'Landcruiser', 'VXL'), 'family-across-badge'],
  [2372, v('Toyota', 'Landcruiser', 'LC200 Sahara (4X4)'), v('Toyota', 'Landcruiser', 'LC200 Sahara (4X4)'), null],
  [420, v('Mitsubishi', 'Pajero', 'Sport GLX (4X4) 5 Seat'), v('Mitsubishi', 'Pajero Sport', 'GLX (4X4) 5 Seat'), 'family-across-badge'],
  [660, v('Mitsubishi', 'Eclipse', 'Cross LS (2WD)'), v('Mitsubishi', 'Eclipse Cross', 'LS (2WD)'), 'family-across-badge'],
  [1762, v('Toyota', 'Yaris', 'Cross GXL'), v('Toyota', 'Yaris Cross', 'GXL'), 'family-across-badge'],
  [11395, v('Toyota', 'Corolla', 'Cross GXL AWD Hybrid'), v('Toyota', 'Corolla Cross', 'GXL AWD Hybrid'), 'family-across-badge'],
  [365, v('Holden', 'Colorado', '7'), v('Holden', 'Colorado 7', null), 'family-across-badge'],
  [3169, v('Tesla', 'Model', '3 Long Range AWD'), v('Tesla', 'Model 3', 'Long Range AWD'), 'family-across-badge'],
  [924, v('Tesla', 'Model', 'X 90D'), v('Tesla', 'Model X', '90D'), 'family-across-badge'],
  [670, v('Toyota', 'Hiace', 'LWB'), v('Toyota', 'HiAce', 'LWB'), 'model-spelling'],
  [14911, v('Mazda', 'Mazda3', 'G20 Pure'), v('Mazda', '3', 'G20 Pure'), 'make-in-model'],
  [14949, v('Mazda', 'Mazda2', 'G15 Pure'), v('Mazda', '2', 'G15 Pure'), 'make-in-model'],
  [16134, v('Mazda', 'CX30', null), v('Mazda', 'CX-30', null), 'model-spelling'],
  [8342, v('GWM', 'Ute', 'Cannon XSR'), v('GWM', 'UTE', 'Cannon XSR'), 'model-spelling'],
  [1145, v('GWM', 'UTE', 'Cannon XSR'), v('GWM', 'UTE', 'Cannon XSR'), null],
  [8872, v('MG', '3', 'Excite'), v('MG', 'MG3', 'Excite'), 'model-spelling'],
  [4866, v('MG', '6', 'Plus Essence'), v('MG', 'MG6', 'Plus Essence'), 'model-spelling'],
  [15308, v('Suzuki', 'Sx4', 'S-Cross Turbo Prestige'), v('Suzuki', 'S-Cross', 'Turbo Prestige'), 'family-across-badge'],
  // Found by the audit (`scripts/stock-model-audit.ts`).
  [
    1314,
    v('Toyota', 'Rav', '4 RAV 4 GX-2WD 2.0L PETROL AUTO CVT 5 DOOR WAGON'),
    v('Toyota', 'RAV4', 'RAV 4 GX-2WD 2.0L PETROL AUTO CVT 5 DOOR WAGON'),
    'family-across-badge',
  ],
  [598, v('Toyota', 'GR', 'Yaris GR'), v('Toyota', 'GR Yaris', 'GR'), 'family-across-badge'],
  [1229, v('Toyota', 'FJ', 'Cruiser'), v('Toyota', 'FJ Cruiser', null), 'family-across-badge'],
  [15947, v('Toyota', 'Mr', '2'), v('Toyota', 'MR2', null), 'family-across-badge'],
  [13684, v('Toyota', 'Prius-C', 'I-Tech Hybrid'), v('Toyota', 'Prius C', 'I-Tech Hybrid'), 'model-spelling'],
  [472, v('Volvo', 'Xc', '90 L Series D5 Inscription'), v('Volvo', 'XC90', 'L Series D5 Inscription'), 'family-across-badge'],
  [1822, v('Audi', 'RS', 'Q3 2.5 Tfsi Quattro'), v('Audi', 'RS Q3', '2.5 Tfsi Quattro'), 'family-across-badge'],
  [2583, v('Audi', 'RS', '3 2.5 Tfsi S Tronic'), v('Audi', 'RS3', '2.5 Tfsi S Tronic'), 'family-across-badge'],
  [29, v('BMW', '3', 'Series 28i'), v('BMW', '3 Series', '28i'), 'family-across-badge'],
  [3896, v('BMW', '2', 'SERIES M240i Steptronic xDrive'), v('BMW', '2 Series', 'M240i Steptronic xDrive'), 'family-across-badge'],
  [501, v('BMW', '320I', 'Sport'), v('BMW', '3 Series', '320i Sport'), 'model-code'],
  [140, v('BMW', 'M135I', null), v('BMW', '1 Series', 'M135i'), 'model-code'],
  [3015, v('BMW', 'IX', 'xDrive50 AWD Sport'), v('BMW', 'iX', 'xDrive50 AWD Sport'), 'model-spelling'],
  [191, v('Mercedes-Benz', 'C200', null), v('Mercedes-Benz', 'C-Class', 'C200'), 'model-code'],
  [99, v('Mercedes-Benz', 'C-CLASS', 'W204 Avantgarde'), v('Mercedes-Benz', 'C-Class', 'W204 Avantgarde'), 'model-spelling'],
  [862, v('Mercedes-Benz', 'ML350', '(4X4)'), v('Mercedes-Benz', 'M-Class', 'ML350 (4X4)'), 'model-code'],
  [1539, v('Mercedes-Benz', 'GLC', '200'), v('Mercedes-Benz', 'GLC', '200'), null],
  [5840, v('Mercedes-Benz', 'V', '300 D Avantgarde MWB'), v('Mercedes-Benz', 'V-Class', '300 D Avantgarde MWB'), 'model-spelling'],
  [744, v('Mercedes-Benz', 'AMG', 'GT R'), v('Mercedes-Benz', 'AMG GT', 'R'), 'family-across-badge'],
  [727, v('Lexus', 'RX450H', 'F Sport Hybrid'), v('Lexus', 'RX', 'RX450H F Sport Hybrid'), 'model-code'],
  [2737, v('Lexus', 'NX', 'NX300 AWD Sports Luxury'), v('Lexus', 'NX', 'NX300 AWD Sports Luxury'), null],
  [57, v('Hyundai', 'I30', 'Active'), v('Hyundai', 'i30', 'Active'), 'model-spelling'],
  [4053, v('Hyundai', 'Ioniq', '5 AWD Extended Range EV'), v('Hyundai', 'Ioniq 5', 'AWD Extended Range EV'), 'family-across-badge'],
  [15224, v('Hyundai', 'Trucks', 'Mighty EX6 Standard CAB (swb)'), v('Hyundai', 'Mighty', 'EX6 Standard CAB (swb)'), 'family-across-badge'],
  [66, v('Kia', 'RIO', 'GT-Line'), v('Kia', 'Rio', 'GT-Line'), 'model-spelling'],
  [8642, v('BYD', 'Atto', '3 Superior'), v('BYD', 'Atto 3', 'Superior'), 'family-across-badge'],
  [3128, v('LDV', 'Deliver', '9 High Roof LWB'), v('LDV', 'Deliver 9', 'High Roof LWB'), 'family-across-badge'],
  [2531, v('Ford', 'F', '250'), v('Ford', 'F-250', null), 'family-across-badge'],
  [7235, v('Mini', 'Cabrio', 'S'), v('Mini', 'Convertible', 'S'), 'model-spelling'],
  [13977, v('Mini', 'Cooper_Countryman', 'Cooper D'), v('Mini', 'Countryman', 'Cooper D'), 'model-spelling'],
  // Multi-word models the feed cuts to one word (title.ts used to know these).
  [108, v('Jeep', 'Grand', 'Cherokee Limited (4X4)'), v('Jeep', 'Grand Cherokee', 'Limited (4X4)'), 'family-across-badge'],
  [7042, v('Chrysler', 'Grand', 'Voyager LX'), v('Chrysler', 'Grand Voyager', 'LX'), 'family-across-badge'],
  [
    429,
    v('Land Rover', 'Range', 'Rover Sport SDV6 SE (183KW)'),
    v('Land Rover', 'Range Rover Sport', 'SDV6 SE (183KW)'),
    'family-across-badge',
  ],
  // Makes: Great Wall and Haval are sold as GWM.
  [1540, v('Great Wall', 'Steed', '(4X4)'), v('GWM', 'Steed', '(4X4)'), 'make-renamed'],
  [5299, v('Haval', 'Jolion', 'Ultra'), v('GWM', 'Haval Jolion', 'Ultra'), 'make-renamed'],
  [2689, v('GWM', 'Haval', 'Jolion LUX Hybrid'), v('GWM', 'Haval Jolion', 'LUX Hybrid'), 'family-across-badge'],
  // Left alone: real models that only look like codes or families.
  [18, v('BMW', 'X3', 'Xdrive 20D'), v('BMW', 'X3', 'Xdrive 20D'), null],
  [15904, v('BMW', '2002', null), v('BMW', '2002', null), null],
  [4890, v('Mercedes-Benz', 'MB100', 'D (2.9)'), v('Mercedes-Benz', 'MB100', 'D (2.9)'), null],
  [167, v('Toyota', 'Hilux', 'SR5 (4X4)'), v('Toyota', 'Hilux', 'SR5 (4X4)'), null],
  [2, v('Ssangyong', 'Rexton', 'Ultimate (awd)'), v('Ssangyong', 'Rexton', 'Ultimate (awd)'), null],
];

describe('canonicalName on the real feed', () => {
  it.each(CASES)('line %i: %j → %j (%s)', (_line, input, expected, change) => {
    const got = canonicalName(input);
    expect({ make: got.make, model: got.model, badge: got.badge }).toEqual(expected);
    expect(got.changes).toEqual(change ? [change] : []);
  });

  it('is idempotent: a canonical name stays as it is', () => {
    for (const [, , expected] of CASES) expect(canonicalName(expected)).toEqual({ ...expected, changes: [] });
  });
});

describe('canonicalMake', () => {
  it.each([
    ['Great Wall', 'GWM', null, 'make-renamed'],
    ['Haval', 'GWM', 'Haval', 'make-renamed'],
    ['MERCEDES-BENZ', 'Mercedes-Benz', null, 'make-spelling'],
    ['Mercedes Benz', 'Mercedes-Benz', null, 'make-spelling'],
    [' Toyota ', 'Toyota', null, null],
    ['Ssangyong', 'Ssangyong', null, null],
  ])('%j → %j', (make, expected, prefix, change) => expect(canonicalMake(make)).toEqual({ make: expected, modelPrefix: prefix, change }));
});

describe('nameKey', () => {
  it.each([
    ['CX-30', 'cx30'],
    ['CX30', 'cx30'],
    ['Cx 30', 'cx30'],
    ['Prius-C', 'priusc'],
    ['Cooper_Countryman', 'coopercountryman'],
    ['G10+', 'g10+'],
    ['Citroën', 'citroen'],
  ])('%j → %j', (text, key) => expect(nameKey(text)).toBe(key));
});

describe('preferredSpellings', () => {
  it('picks the most used spelling of a name no table knows, per make (ties in code-point order)', () => {
    const s = preferredSpellings([
      { make: 'HSV', model: 'Gtsr' },
      { make: 'Foton', model: 'TUNLAND' },
      { make: 'Foton', model: 'Tunland' },
      { make: 'Foton', model: 'Tunland' },
      { make: 'SSANGYONG', model: 'Musso' },
      { make: 'Ssangyong', model: 'Musso' },
      { make: 'Ssangyong', model: 'MUSSO' },
    ]);
    expect(s.model('Foton', 'TUNLAND')).toBe('Tunland');
    expect(s.make('SSANGYONG')).toBe('Ssangyong');
    expect(s.model('Ssangyong', 'MUSSO')).toBe('Musso');
    expect(s.model('HSV', 'Gtsr')).toBe('Gtsr');
    expect(s.model('HSV', 'Maloo')).toBe('Maloo');
    expect(
      preferredSpellings([
        { make: 'A', model: 'Ute' },
        { make: 'A', model: 'UTE' },
      ]).model('A', 'Ute'),
    ).toBe('UTE');
  });
});
