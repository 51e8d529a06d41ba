/** Kakao's speech-bubble symbol, black as its design guide asks, for Kakao buttons (login, share). */
export function KakaoSymbol() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <path
        fill="#000"
        d="M9 1.5C4.58 1.5 1 4.3 1 7.75c0 2.22 1.48 4.17 3.72 5.28l-.95 3.47c-.08.3.26.54.52.37l4.14-2.74c.18.02.37.03.57.03 4.42 0 8-2.8 8-6.25S13.42 1.5 9 1.5Z"
      />
    </svg>
  )
}
