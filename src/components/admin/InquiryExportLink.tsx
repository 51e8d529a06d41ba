/** Above the inquiries list in the admin: download what the list shows as a CSV file. */
export function InquiryExportLink() {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href="/api/inquiries/export.csv" download>
        문의 목록 CSV로 내려받기
      </a>{' '}
      <span style={{ opacity: 0.7 }}>(엑셀에서 바로 열 수 있습니다)</span>
    </p>
  )
}
