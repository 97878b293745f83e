// The text of an imported file. Excel's "CSV (comma delimited)" on Windows writes Windows-1252, not UTF-8: read as
// UTF-8, its m³ became "m\uFFFD" and was stored so. A file that is not valid UTF-8 is read as Windows-1252 (every
// byte is a character there), which is what such a file is; a UTF-8 BOM is left out.

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Windows-1252's bytes 0x80–0x9F (where it differs from Latin-1); undefined bytes stay as they are. */
const HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function windows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes)
    text += byte >= 0x80 && byte <= 0x9f ? HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

export function decodeImportText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    // Node's own 'windows-1252' decoder reads 0x80–0x9F as Latin-1 controls: mapped here.
    return windows1252(bytes);
  }
}
