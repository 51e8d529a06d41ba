import type { Mail } from './kinds'

/** Korean mails: a plain-text body and the same content as simple, escaped HTML. */

/** Text as HTML, for every mail's HTML part. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

interface Parts {
  kind: Mail['kind']
  to: string
  subject: string
  greeting: string
  lines: string[]
  action: { label: string; url: string }
  note: string
}

/** Builds a mail from its parts; exported for the mails of other features (inquiries). */
export function composeMail({ kind, to, subject, greeting, lines, action, note }: Parts): Mail {
  const text = [greeting, '', ...lines, '', `${action.label}: ${action.url}`, '', note].join('\n')
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  const html = `<!doctype html><html lang="ko"><body style="font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;line-height:1.6;color:#111">
<p>${escapeHtml(greeting)}</p>${paragraphs}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#1f5f3f;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="font-size:14px;color:#444">버튼이 열리지 않으면 이 주소를 브라우저에 붙여 넣으세요:<br>${escapeHtml(action.url)}</p>
<p style="font-size:14px;color:#444">${escapeHtml(note)}</p></body></html>`
  return { kind, to, subject, text, html }
}

const hello = (name: string) => `${name}님, 안녕하세요.`
/**
 * Members' mails greet no one by name: a name is typed by whoever made the account, and an
 * address nobody has confirmed (or a taken-over account) would receive it in our company's mail.
 */
const greeting = '안녕하세요.'
const ignore = '직접 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.'

export function verifyEmailMail(site: string, to: string, url: string): Mail {
  return composeMail({
    kind: 'verify-email',
    to,
    subject: `[${site}] 이메일 주소를 인증해 주세요`,
    greeting,
    lines: [
      `${site} 회원 가입을 완료하려면 아래 버튼을 눌러 이메일 주소를 인증해 주세요.`,
      '인증 링크는 1시간 동안 유효합니다.',
    ],
    action: { label: '이메일 인증하기', url },
    note: ignore,
  })
}

export function changeEmailMail(site: string, newEmail: string, url: string): Mail {
  return composeMail({
    kind: 'change-email',
    to: newEmail,
    subject: `[${site}] 새 이메일 주소를 확인해 주세요`,
    greeting,
    lines: [
      `회원 정보의 이메일 주소를 ${newEmail}(으)로 바꾸려면 아래 버튼을 눌러 주세요.`,
      '확인 링크는 1시간 동안 유효합니다. 확인하기 전까지는 기존 이메일 주소로 로그인합니다.',
    ],
    action: { label: '이메일 변경 확인', url },
    note: ignore,
  })
}

/**
 * To an address already in use, when a signed-in member asked to move their account to it: its
 * owner learns of the attempt; the member who typed it is told only what any address gets.
 */
export function emailInUseMail(site: string, to: string, siteUrl: string): Mail {
  return composeMail({
    kind: 'email-in-use',
    to,
    subject: `[${site}] 이 이메일 주소로 바꾸려는 요청이 있었습니다`,
    greeting,
    lines: [
      `${site}의 다른 회원 계정에서 이메일 주소를 ${to}(으)로 바꾸려고 했습니다.`,
      '이 주소는 이미 회원님의 계정에 쓰이고 있어 아무것도 바뀌지 않았습니다. 회원님의 계정은 그대로입니다.',
      '다른 계정을 이 주소로 옮기려고 직접 요청하셨다면, 그 계정을 탈퇴하거나 다른 주소를 쓰셔야 합니다.',
    ],
    action: { label: '내 계정으로 로그인하기', url: new URL('/login', siteUrl).href },
    note: '직접 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 누군가 주소를 잘못 입력했을 수 있습니다.',
  })
}

/**
 * To the old address once an account's e-mail has changed (the account-takeover alarm): the new
 * address masked, the time, and what to do if it was not its owner.
 */
export function emailChangedMail(
  site: string,
  change: { from: string; to: string; at: string },
  siteUrl: string,
): Mail {
  return composeMail({
    kind: 'email-changed',
    to: change.from,
    subject: `[${site}] 회원 계정의 이메일 주소가 바뀌었습니다`,
    greeting,
    lines: [
      `${change.at}에 회원 계정의 이메일 주소가 ${change.from}에서 ${change.to}(으)로 바뀌었습니다.`,
      '이제 이 주소로는 로그인할 수 없고, 계정 안내 메일은 새 주소로 갑니다.',
      '직접 바꾸지 않으셨다면 누군가 계정에 들어왔을 수 있습니다. 아래 버튼으로 바로 알려 주시면 계정을 확인해 되돌려 드립니다.',
    ],
    action: { label: '계정 도용 알리기', url: new URL('/contact/general', siteUrl).href },
    note: '직접 바꾸셨다면 이 메일을 무시하셔도 됩니다.',
  })
}

export function resetPasswordMail(site: string, user: { email: string }, url: string): Mail {
  return composeMail({
    kind: 'reset-password',
    to: user.email,
    subject: `[${site}] 비밀번호 재설정 안내`,
    greeting,
    lines: [
      '비밀번호 재설정을 요청하셨습니다. 아래 버튼을 눌러 새 비밀번호를 정해 주세요.',
      '재설정 링크는 1시간 동안 한 번만 쓸 수 있습니다.',
    ],
    action: { label: '비밀번호 재설정하기', url },
    note: `${ignore} 비밀번호는 바뀌지 않습니다.`,
  })
}

/** A CMS staff member's forgotten password (Payload's forgot-password, sent through the site's mail). */
export function staffResetPasswordMail(site: string, user: { name?: string | null; email: string }, url: string): Mail {
  return composeMail({
    kind: 'staff-account',
    to: user.email,
    subject: `[${site} 관리자] 비밀번호 재설정 안내`,
    greeting: hello(user.name || user.email),
    lines: [
      '관리자 화면의 비밀번호 재설정을 요청하셨습니다. 아래 버튼을 눌러 새 비밀번호(10자 이상)를 정해 주세요.',
      '재설정 링크는 1시간 동안 한 번만 쓸 수 있습니다.',
    ],
    action: { label: '관리자 비밀번호 재설정하기', url },
    note: `${ignore} 비밀번호는 바뀌지 않습니다.`,
  })
}

export function deleteAccountMail(site: string, user: { email: string }, url: string): Mail {
  return composeMail({
    kind: 'delete-account',
    to: user.email,
    subject: `[${site}] 회원 탈퇴 확인`,
    greeting,
    lines: [
      '회원 탈퇴를 요청하셨습니다. 아래 버튼을 눌러 열리는 화면에서 한 번 더 확인하면 계정과 모든 로그인 정보가 삭제되며 되돌릴 수 없습니다.',
      '확인 링크는 24시간 동안 유효합니다. 탈퇴를 요청한 계정으로 로그인한 뒤 확인해 주세요.',
    ],
    action: { label: '회원 탈퇴 확인', url },
    note: `${ignore} 계정은 그대로 유지됩니다.`,
  })
}
