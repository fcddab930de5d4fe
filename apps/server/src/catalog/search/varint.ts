/** Bytes of `value` as a varint: 7 bits a byte, the high bit set on all but the last. */
export function varintSize(value: number): number {
  let size = 1;
  while (value >= 128) {
    value = Math.floor(value / 128);
    size++;
  }
  return size;
}

/** Writes `value` at `at`; returns the position after it. */
export function writeVarint(bytes: Uint8Array, at: number, value: number): number {
  while (value >= 128) {
    bytes[at++] = (value & 127) | 128;
    value = Math.floor(value / 128);
  }
  bytes[at++] = value;
  return at;
}

/** Reads the varint at `cursor[slot]` and moves that position past it. */
export function readVarint(bytes: Uint8Array, cursor: Int32Array, slot = 0): number {
  let at = cursor[slot]!;
  let byte = bytes[at++]!;
  let value = byte & 127;
  for (let scale = 128; byte >= 128; scale *= 128) {
    byte = bytes[at++]!;
    value += (byte & 127) * scale;
  }
  cursor[slot] = at;
  return value;
}
