// The download formats besides the PDF (kept apart from the route table so the web app's first
// load needs no schemas for them).

/** Media type of a Word document (.docx). */
export const DOCX_MIME_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
