/** A small valid PDF (header, cross-reference, end marker), as the contact form accepts it. */
export const pdfBlob = () =>
  new Blob(
    [
      Buffer.from(
        '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
          'xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n' +
          'trailer <</Size 3 /Root 1 0 R>>\nstartxref\n110\n%%EOF\n',
      ),
    ],
    { type: 'application/pdf' },
  )
