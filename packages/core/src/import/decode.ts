// The text of an imported file. Excel's "CSV (comma delimited)" on Windows writes Windows-1252, not UTF-8: read as
// UTF-8, its m³ became "m\uFFFD" and was stored so. A file that is not valid UTF-8 is read as Windows-1252 (every
// byte is a character there), which is what such a file is; a UTF-8 BOM is left out.
// Excel's "Unicode Text (.txt)" writes UTF-16 little-endian with the BOM FF FE (tab-separated): read by its BOM,
// as is big-endian UTF-16 (FE FF); without a BOM, only when its bytes clearly are UTF-16LE text.

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Windows-1252's bytes 0x80–0x9F (where it differs from Latin-1); undefined bytes stay as they are. */
const HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function windows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes)
    text += byte >= 0x80 && byte <= 0x9f ? HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/**
 * UTF-16 from `start`, by hand: a runtime's own decoder may lack big-endian UTF-16 (Node without full ICU). A
 * surrogate pair becomes its two code units, which is how a string holds it; an odd last byte is dropped.
 */
function utf16(bytes: Uint8Array, start: number, littleEndian: boolean): string {
  const units: number[] = [];
  let text = '';
  for (let at = start; at + 1 < bytes.length; at += 2) {
    units.push(littleEndian ? bytes[at]! | (bytes[at + 1]! << 8) : (bytes[at]! << 8) | bytes[at + 1]!);
    // In slices: spreading a 2 MB file's units into one call overflows the stack.
    if (units.length === 0x2000) text += String.fromCharCode(...units.splice(0));
  }
  return text + String.fromCharCode(...units);
}

/**
 * UTF-16LE without a BOM, told by its first bytes: nearly every pair a character below U+0100 (the byte, then 0),
 * which no UTF-8 or Windows-1252 text has (they hold no 0 byte at all) and a binary file rarely keeps up.
 */
function looksUtf16le(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes.length % 2 !== 0) return false;
  const pairs = Math.min(bytes.length, 1024) / 2;
  let latin = 0;
  for (let pair = 0; pair < pairs; pair += 1) {
    const low = bytes[pair * 2]!;
    const high = bytes[pair * 2 + 1]!;
    if (low === 0 && high === 0) return false;
    if (low !== 0 && high === 0) latin += 1;
  }
  return latin >= pairs * 0.9;
}

export function decodeImportText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return utf16(bytes, 2, true);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return utf16(bytes, 2, false);
  if (looksUtf16le(bytes)) return utf16(bytes, 0, true);
  try {
    return utf8.decode(bytes);
  } catch {
    // Node's own 'windows-1252' decoder reads 0x80–0x9F as Latin-1 controls: mapped here.
    return windows1252(bytes);
  }
}

/**
 * The text of a file chosen to import, or null when it is no text: an old .xls or another binary file, whose bytes
 * in the text box would only be refused. Told after decoding, since UTF-16 text is full of 0 bytes.
 */
export function readImportText(bytes: Uint8Array): string | null {
  const text = decodeImportText(bytes);
  return text.includes('\0') ? null : text;
}
