/**
 * The JSON of the page's data block with this id (the server writes the session and a drawn
 * page's data that way), taken out of the document so it is read once. Undefined when there is
 * none or it is not JSON: the app then asks the API as it always did.
 */
export function takeJsonDataBlock(id: string, doc: Document = document): unknown {
  const element = doc.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? "") as unknown;
  } catch {
    return undefined;
  }
}
