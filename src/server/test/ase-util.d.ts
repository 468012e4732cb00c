// ase-util 1.0.3 ships no types: its reader as the export tests use it (README, "ase.read").
declare module 'ase-util' {
  type AseColor = { type: 'color'; name: string; color: { model: string; r: number; g: number; b: number; type: string } };
  type AseGroup = { type: 'group'; name: string; entries: AseColor[] };
  const ase: { read(buffer: Buffer): Array<AseColor | AseGroup> };
  export default ase;
}
