const WORKING_AREA_LABEL_MAX = 12;

/** Spec §2: working-area cells shorten 'Quinacridone' to 'Quin.' and truncate after 12 characters. */
export function workingAreaLabel(paintName: string): string {
  const short = paintName.replace(/Quinacridone/g, 'Quin.');
  return short.length > WORKING_AREA_LABEL_MAX ? `${short.slice(0, WORKING_AREA_LABEL_MAX)}…` : short;
}
