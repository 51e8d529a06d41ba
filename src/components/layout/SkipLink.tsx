export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      본문 바로가기
    </a>
  )
}
