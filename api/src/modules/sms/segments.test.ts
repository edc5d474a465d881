import { fitsOneSegment, isGsm7, smsSegments } from './segments.js';

// GSM 03.38: the basic set is one septet a character, the extension table two; anything else makes
// the whole text UCS-2, counted in UTF-16 code units.

const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

describe('smsSegments: GSM-7', () => {
  it('carries the whole basic set, one septet each (127 characters: the escape is not one)', () => {
    expect(Array.from(BASIC)).toHaveLength(127);
    expect(smsSegments(BASIC)).toEqual({ encoding: 'GSM-7', units: 127, segments: 1 });
  });

  it('counts each extension character as two septets', () => {
    for (const character of ['{', '}', '[', ']', '~', '\\', '|', '^', '€', '\f']) {
      expect(smsSegments(character)).toEqual({ encoding: 'GSM-7', units: 2, segments: 1 });
    }
    expect(smsSegments('Price: €5 [approx]')).toEqual({ encoding: 'GSM-7', units: 21, segments: 1 });
  });

  it('fits 160 septets in one segment, and 161 in two', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(fitsOneSegment('a'.repeat(160))).toBe(true);
    expect(fitsOneSegment('a'.repeat(161))).toBe(false);
  });

  it('counts extension characters toward the 160: 159 letters and a € do not fit', () => {
    expect(smsSegments(`${'a'.repeat(158)}€`)).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSegments('{}'.repeat(40))).toMatchObject({ units: 160, segments: 1 });
    expect(smsSegments(`${'{}'.repeat(40)}.`)).toMatchObject({ units: 161, segments: 2 });
  });

  it('splits longer texts into parts of 153 septets', () => {
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
    expect(smsSegments('a'.repeat(459)).segments).toBe(3);
    expect(smsSegments('a'.repeat(460)).segments).toBe(4);
  });

  it('never splits an extension character from its escape across parts', () => {
    // 152 letters then €: the € (2 septets) does not fit in the first part's last septet, so 306
    // septets take 3 parts, not 2.
    const text = `${'a'.repeat(152)}€${'a'.repeat(152)}`;
    expect(smsSegments(text)).toEqual({ encoding: 'GSM-7', units: 306, segments: 3 });
    expect(smsSegments(`${'a'.repeat(151)}€${'a'.repeat(153)}`).segments).toBe(2);
  });

  it('counts the Latin letters GSM-7 has with accents (é è à ì ò ù ñ ü) as one septet', () => {
    expect(smsSegments('è é à ì ò ù ñ ü Ñ Ü')).toEqual({ encoding: 'GSM-7', units: 19, segments: 1 });
  });

  it('treats an empty text as one (empty) message', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 1 });
    expect(fitsOneSegment('')).toBe(true);
  });

  it('keeps line breaks in GSM-7 but not tabs', () => {
    expect(smsSegments('a\nb\r\nc')).toEqual({ encoding: 'GSM-7', units: 6, segments: 1 });
    expect(smsSegments('a\tb').encoding).toBe('UCS-2');
  });
});

describe('smsSegments: UCS-2', () => {
  it('makes the naira sign UCS-2: "₦18,000" is not GSM-7, "N18,000" is', () => {
    expect(isGsm7('₦18,000')).toBe(false);
    expect(smsSegments('₦18,000')).toEqual({ encoding: 'UCS-2', units: 7, segments: 1 });
    expect(smsSegments('N18,000')).toEqual({ encoding: 'GSM-7', units: 7, segments: 1 });
  });

  it('fits 70 code units in one segment, and 71 in two', () => {
    expect(smsSegments(`₦${'a'.repeat(69)}`)).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSegments(`₦${'a'.repeat(70)}`)).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(fitsOneSegment(`₦${'a'.repeat(69)}`)).toBe(true);
    expect(fitsOneSegment(`₦${'a'.repeat(70)}`)).toBe(false);
  });

  it('splits longer texts into parts of 67 code units', () => {
    expect(smsSegments(`₦${'a'.repeat(133)}`)).toEqual({ encoding: 'UCS-2', units: 134, segments: 2 });
    expect(smsSegments(`₦${'a'.repeat(134)}`)).toEqual({ encoding: 'UCS-2', units: 135, segments: 3 });
    expect(smsSegments(`₦${'a'.repeat(200)}`).segments).toBe(3);
    expect(smsSegments(`₦${'a'.repeat(201)}`).segments).toBe(4);
  });

  it('counts an emoji as a surrogate pair (2 units) and never splits it across parts', () => {
    expect(smsSegments('👍')).toEqual({ encoding: 'UCS-2', units: 2, segments: 1 });
    expect(smsSegments(`${'a'.repeat(68)}👍`)).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSegments(`${'a'.repeat(69)}👍`)).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    // 66 letters then the pair: it would straddle the first part's end, so it opens the second.
    expect(smsSegments(`${'a'.repeat(66)}👍${'a'.repeat(66)}`)).toEqual({
      encoding: 'UCS-2',
      units: 134,
      segments: 3,
    });
    expect(smsSegments(`${'a'.repeat(65)}👍${'a'.repeat(67)}`).segments).toBe(2);
  });

  it('makes Yoruba tone marks and subdots UCS-2, counting combining marks as units', () => {
    const composed = 'Ẹ ṣé'; // ẹ and ṣ precomposed, é in GSM-7 but the others are not
    expect(smsSegments(composed)).toEqual({ encoding: 'UCS-2', units: 4, segments: 1 });
    const withMarks = 'o\u0323\u0300ro\u0323\u0300'; // ọ̀rọ̀ decomposed: 7 code units for 3 letters
    expect(withMarks).toHaveLength(7);
    expect(smsSegments(withMarks)).toEqual({ encoding: 'UCS-2', units: 7, segments: 1 });
    expect(smsSegments('Ẹ jọ̀ọ́').encoding).toBe('UCS-2');
    expect(smsSegments('E jooo').encoding).toBe('GSM-7');
  });

  it('makes Yoruba acute tones UCS-2 even though GSM-7 has é, è, à, ì, ò, ù', () => {
    for (const letter of ['á', 'í', 'ó', 'ú', 'ń', 'Á']) expect(isGsm7(letter)).toBe(false);
  });

  it('makes Igbo dotted vowels and ṅ UCS-2', () => {
    for (const word of ['ị', 'ọ', 'ụ', 'ṅ', 'Daalụ', 'Ndewo, biko gị']) {
      expect(smsSegments(word).encoding).toBe('UCS-2');
    }
    expect(smsSegments('Daalu').encoding).toBe('GSM-7');
  });

  it('makes the Hausa hooked letters ɓ ɗ ƙ ƴ (and capitals) UCS-2', () => {
    for (const letter of ['ɓ', 'ɗ', 'ƙ', 'ƴ', 'Ɓ', 'Ɗ', 'Ƙ', 'Ƴ']) {
      expect(smsSegments(letter)).toEqual({ encoding: 'UCS-2', units: 1, segments: 1 });
    }
    expect(smsSegments('kuɗi').encoding).toBe('UCS-2');
    expect(smsSegments('kudi').encoding).toBe('GSM-7');
  });

  it('makes typographic quotes, dashes and ellipses UCS-2', () => {
    for (const mark of ['’', '‘', '“', '”', '–', '—', '…', '\u00a0']) expect(isGsm7(mark)).toBe(false);
  });

  it('turns a whole long GSM text into UCS-2 with one foreign character', () => {
    const text = `${'a'.repeat(100)}ɓ`;
    expect(smsSegments(text)).toEqual({ encoding: 'UCS-2', units: 101, segments: 2 });
  });
});
