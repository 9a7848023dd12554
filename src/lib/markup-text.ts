/** Text as HTML or XML character data: a brand's name, say, may hold "&" or "<". */
export const markupText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
