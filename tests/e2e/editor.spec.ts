// The editor as a user lives it, in a real browser against `npm start`: fill EVERY section
// through the forms (dates typed as MM/YYYY, the ongoing checkbox, level bars, rich text with a
// bullet list), reorder items by dragging with the mouse and with the keyboard, undo and redo,
// switch template, colour, font, size and resume language, then reload and find everything in
// the forms, the look controls and the preview; a click in the preview opens the item's form.
import { expect, test, type Locator, type Page } from '@playwright/test'

const password = 'correct-horse-battery'

async function signUp(page: Page): Promise<void> {
  const csrf = await page.request.get('/csrf-token')
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const email = `editor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const res = await page.request.post('/api/session/sign-up', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { email, password },
  })
  expect(res.status()).toBe(201)
}

const steps = (page: Page) => page.getByRole('navigation', { name: 'Resume steps' })

async function goToStep(page: Page, name: string): Promise<void> {
  const button = steps(page).getByRole('button', { name: new RegExp(name) })
  await button.click()
  await expect(button).toHaveAttribute('aria-current', 'step')
}

async function typeRich(scope: Locator, label: string, lines: string[], bullets = false) {
  const box = scope.getByRole('textbox', { name: label })
  await box.click()
  if (bullets) await scope.getByRole('button', { name: 'Bullet list' }).click()
  for (const [i, line] of lines.entries()) {
    if (i > 0) await box.press('Enter')
    await box.pressSequentially(line)
  }
}

type Filler = (form: Locator) => Promise<void>

/** Adds one item through its form and commits it with Add. */
async function addItem(page: Page, addLabel: string, fill: Filler): Promise<void> {
  await page.getByRole('button', { name: addLabel, exact: true }).click()
  const form = page.getByRole('form', { name: addLabel })
  await fill(form)
  await form.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(form).toHaveCount(0)
}

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' })
const previewSection = (page: Page, id: string) => preview(page).locator(`[data-section="${id}"]`)

async function expectListOrder(list: Locator, names: string[]): Promise<void> {
  await expect(list.getByRole('listitem')).toHaveCount(names.length)
  for (const [i, name] of names.entries()) {
    await expect(list.getByRole('listitem').nth(i)).toContainText(name)
  }
}

/** One rendered frame of the page: pointer moves are handled before the next one is sent. */
async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
}

/**
 * Nothing moves the editor's layout under a drag: no save is pending (the save status, whose
 * text changes width, says so) and no transition is running. dnd-kit measures the items when a
 * drag starts; a layout shift in the middle makes it re-measure and can change the drop target.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 })
  await animationsDone(page)
}

/** Every CSS transition and finite animation running in the page has finished. */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  })
}

/** Runs the page's tasks queued so far (zero-delay timers included) before going on. */
async function drainTasks(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
}

/**
 * Moves an item one step with the keyboard: Space picks it up, one arrow key moves it, Space
 * drops it, each step confirmed by dnd-kit's own state or announcement before the next key. The
 * keyboard sensor starts listening for arrow keys in a zero-delay timer queued when it picks the
 * item up; draining the page's task queue after the pick-up is seen guarantees it listens, so
 * exactly one arrow key is ever sent.
 */
async function keyboardMove(
  page: Page,
  handle: Locator,
  key: 'ArrowUp' | 'ArrowDown',
  item: string,
  position: number,
  count: number,
): Promise<void> {
  await settled(page)
  await handle.focus()
  await page.keyboard.press('Space')
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  await drainTasks(page)
  await page.keyboard.press(key)
  const moved = page.getByText(`${item} moved to position ${position} of ${count}.`)
  await expect(moved).toBeAttached()
  // The other items slide aside; dnd-kit measures them again once they stand still.
  await animationsDone(page)
  await expect(moved).toBeAttached()
  await page.keyboard.press('Space')
  await expect(
    page.getByText(`${item} dropped at position ${position} of ${count}.`),
  ).toBeAttached()
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true')
}

/**
 * Drags an item by its handle with the mouse until dnd-kit itself reports it over `position`,
 * then drops it there. Every wait is on a real condition: the drag has started (the handle is
 * pressed), each stepped move has been handled (one frame), and the live region announces the
 * position before the button is released, so a slow machine only makes it slower.
 */
async function dragTo(
  page: Page,
  handle: Locator,
  target: Locator,
  item: string,
  position: number,
  count: number,
): Promise<void> {
  await settled(page)
  // Start in the middle of the viewport: near an edge dnd-kit scrolls the page while dragging,
  // which would move the target away from the coordinates measured before the drag.
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  const from = await handle.boundingBox()
  if (!from) throw new Error('drag handle not visible')
  const x = from.x + from.width / 2
  let y = from.y + from.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  // Past the 4 px activation distance, one pixel per frame, until the drag has started.
  await expect(async () => {
    y += 2
    await page.mouse.move(x, y)
    await nextFrame(page)
    await expect(handle).toHaveAttribute('aria-pressed', 'true', { timeout: 100 })
  }).toPass({ timeout: 10_000 })
  // Measured once the drag has started, then onto the lower half of the target in small steps.
  const to = await target.boundingBox()
  if (!to) throw new Error('drop target not visible')
  const goal = to.y + to.height * 0.75
  const stride = Math.sign(goal - y) * 6
  while (Math.abs(goal - y) > Math.abs(stride)) {
    y += stride
    await page.mouse.move(x, y)
    await nextFrame(page)
  }
  await page.mouse.move(x, goal)
  await nextFrame(page)
  const moved = page.getByText(`${item} moved to position ${position} of ${count}.`)
  await expect(moved).toBeAttached()
  await animationsDone(page)
  await expect(moved).toBeAttached()
  await page.mouse.up()
  await expect(
    page.getByText(`${item} dropped at position ${position} of ${count}.`),
  ).toBeAttached()
}

test('fill every section through the forms, reorder, undo, reload and find everything', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signUp(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await page.getByRole('button', { name: 'Create in Modern' }).click()
  await expect(page).toHaveURL(/\/cv-creation\/[^/]+$/)

  // Personal: Back is hidden on the first step.
  const form = page.getByRole('region', { name: 'Personal details' })
  await expect(page.getByRole('button', { name: /Back/ })).toHaveCount(0)
  await form.getByLabel('Job title').fill('Staff Engineer')
  await form.getByLabel('First name').fill('Ada')
  await form.getByLabel('Last name').fill('Lovelace')
  await form.getByLabel('E-mail').fill('ada@example.org')
  await form.getByLabel('Phone').fill('+44 20 7946 0000')
  await form.getByLabel('Country').fill('United Kingdom')
  await form.getByLabel('City').fill('London')
  await form.getByLabel('Date of birth').pressSequentially('10121985')
  await expect(form.getByLabel('Date of birth')).toHaveValue('10/12/1985')
  await form.getByLabel('Address').fill('12 St James Square')
  await typeRich(form, 'Professional summary', ['Builds analytical engines.'])

  // Education, via Continue.
  await page.getByRole('button', { name: /Continue/ }).click()
  await expect(page.getByRole('region', { name: 'Education' })).toBeVisible()
  await addItem(page, 'Add education', async (f) => {
    await f.getByLabel('Degree').fill('BSc Mathematics')
    await f.getByLabel('School').fill('University of London')
    await f.getByLabel('Location').fill('London')
    await f.getByLabel('Start date').pressSequentially('092003')
    await f.getByLabel('End date').pressSequentially('062006')
    await typeRich(f, 'Description', ['First-class honours'])
  })
  await addItem(page, 'Add education', async (f) => {
    await f.getByLabel('Degree').fill('PhD Computing')
    await f.getByLabel('School').fill('Cambridge')
    const start = f.getByLabel('Start date')
    // Invalid input is not stored and the field says why.
    await start.pressSequentially('13')
    await expect(f.getByText('Enter a month from 01 to 12.')).toBeVisible()
    await start.fill('')
    await start.pressSequentially('102006')
    await expect(start).toHaveValue('10/2006')
    await f.getByLabel('I currently study here').check()
    await expect(f.getByLabel('End date')).toBeDisabled()
    await expect(f.getByLabel('End date')).toHaveValue('Present')
  })
  const educationList = page.getByRole('list', { name: 'Education' })
  await expectListOrder(educationList, ['BSc Mathematics', 'PhD Computing'])
  await expect(educationList).toContainText('10/2006 – Present')

  // Experiences.
  await page.getByRole('button', { name: /Continue/ }).click()
  await addItem(page, 'Add experience', async (f) => {
    await f.getByLabel('Job title').fill('Analyst')
    await f.getByLabel('Company').fill('Babbage & Co')
    await f.getByLabel('Location').fill('London')
    await f.getByLabel('Start date').pressSequentially('012007')
    await f.getByLabel('I currently work here').check()
    await typeRich(
      f,
      'Description',
      ['Wrote the first published algorithm for the engine', 'Cut costs by 30%'],
      true,
    )
  })
  const experienceList = page.getByRole('list', { name: 'Work experience' })
  // The list preview is the description cut to 38 characters.
  await expect(experienceList).toContainText('Wrote the first published algorithm fo…')

  // Skills with levels, then drag the third skill to the top.
  await goToStep(page, 'Skills')
  for (const [name, level] of [
    ['Mathematics', 'Expert'],
    ['Poetry', 'Intermediate'],
    ['Programming', 'Advanced'],
  ] as const) {
    await addItem(page, 'Add a skill', async (f) => {
      await expect(f.getByRole('button', { name: 'Add', exact: true })).toBeDisabled()
      await f.getByLabel('Skill').fill(name)
      await f.getByRole('radio', { name: level }).check({ force: true })
    })
  }
  const skillList = page.getByRole('list', { name: 'Skills' })
  await expectListOrder(skillList, ['Mathematics', 'Poetry', 'Programming'])
  await dragTo(
    page,
    skillList.getByRole('button', { name: 'Move Mathematics' }),
    skillList.getByRole('listitem').nth(1),
    'Mathematics',
    2,
    3,
  )
  await expectListOrder(skillList, ['Poetry', 'Mathematics', 'Programming'])

  // Additional: every one of the nine sections.
  await goToStep(page, 'Additional')
  await expect(page.getByRole('button', { name: /Continue/ })).toHaveCount(0)
  const toggle = (name: string) =>
    page.getByRole('group', { name: 'Additional sections' }).getByRole('button', { name })

  await toggle('Certificates and courses').click()
  await addItem(page, 'Add certificate or course', async (f) => {
    await f.getByLabel('Certificate or course').fill('Difference Engines 101')
    await f.getByLabel('Institute').fill('Royal Society')
    await f.getByLabel('Start date').pressSequentially('012010')
    await f.getByLabel('End date').pressSequentially('032010')
  })
  await expect(toggle('Certificates and courses')).toHaveClass(/is-filled/)

  await toggle('Projects').click()
  await addItem(page, 'Add project', async (f) => {
    await f.getByLabel('Project title').fill('Analytical Engine')
    await f.getByLabel('Start date').pressSequentially('051840')
    await f.getByLabel('This project is ongoing').check()
    await typeRich(f, 'Description', ['Notes on the engine'])
  })

  await toggle('Languages').click()
  for (const [name, level] of [
    ['English', 'Native'],
    ['French', 'Advanced'],
  ] as const) {
    await addItem(page, 'Add language', async (f) => {
      await f.getByLabel('Language').fill(name)
      await expect(f.getByRole('button', { name: 'Add', exact: true })).toBeDisabled()
      await f.getByRole('radio', { name: level }).check({ force: true })
    })
  }
  // Keyboard reorder: French to the top.
  const languageList = page.getByRole('list', { name: 'Languages' })
  const frenchHandle = languageList.getByRole('button', { name: 'Move French' })
  await keyboardMove(page, frenchHandle, 'ArrowUp', 'French', 1, 2)
  await expectListOrder(languageList, ['French', 'English'])

  await toggle('References').click()
  await addItem(page, 'Add reference', async (f) => {
    await f.getByLabel('Name').fill('Charles Babbage')
    await f.getByLabel('Company').fill('Cambridge')
    await f.getByLabel('Phone').fill('+44 1223 000000')
    await f.getByLabel('E-mail').fill('charles@example.org')
  })

  const richSections = [
    ['Honors and awards', 'Add honor or award', 'Honor or award', 'Royal Medal 1840'],
    ['Publications', 'Add publication', 'Publication', 'Sketch of the Analytical Engine'],
    ['Hobbies', 'Add hobby', 'Hobby', 'Horse riding'],
    ['Exhibitions', 'Add exhibition', 'Exhibition', 'Science Museum 1991'],
    [
      'Voluntary activities',
      'Add voluntary activity',
      'Voluntary activity',
      'Tutoring girls in maths',
    ],
  ] as const
  for (const [section, add, label, text] of richSections) {
    await toggle(section).click()
    await addItem(page, add, (f) => typeRich(f, label, [text]))
    await expect(toggle(section)).toHaveClass(/is-filled/)
  }

  // Undo takes back the last entry as a whole, redo brings it back.
  await page.getByRole('button', { name: 'Undo' }).click()
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByRole('list', { name: 'Voluntary activities' })).toHaveCount(0)
  await page.keyboard.press('Control+Shift+Z')
  await page.keyboard.press('Control+y')
  await expect(page.getByRole('list', { name: 'Voluntary activities' })).toContainText(
    'Tutoring girls in maths',
  )

  // The look: template Focus (Liner), the third palette colour, Roboto, 18 pt, German.
  const look = page.getByRole('group', { name: 'Look of the resume' })
  await look.getByRole('button', { name: /^Template: Modern/ }).click()
  const templates = page.getByRole('dialog', { name: 'Choose a template' })
  await templates.getByText('Focus', { exact: true }).click()
  await templates.getByRole('button', { name: 'Done' }).click()
  await expect(preview(page).locator('[data-template="Liner"]')).toBeVisible()
  const thirdColour = look.getByRole('radio', { name: /^Colour 3 of the palette/ })
  await look
    .locator('label', { has: page.getByRole('radio', { name: /^Colour 3 of the palette/ }) })
    .click()
  await expect(thirdColour).toBeChecked()
  await look.getByLabel('Font', { exact: true }).selectOption('Roboto')
  await look.getByRole('button', { name: 'Larger text' }).click()
  await look.getByRole('button', { name: 'Larger text' }).click()
  await look.getByRole('button', { name: /^Resume language: English/ }).click()
  const languages = page.getByRole('dialog', { name: 'Resume language' })
  await languages.getByText('Deutsch', { exact: true }).click()
  await languages.getByRole('button', { name: 'Done' }).click()
  await expect(previewSection(page, 'experiences')).toContainText('Berufserfahrung')

  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 })
  await page.reload()

  // The look is as it was left.
  await expect(look.getByRole('button', { name: /^Template: Focus/ })).toBeVisible()
  await expect(preview(page).locator('[data-template="Liner"]')).toBeVisible()
  await expect(look.getByRole('radio', { name: /^Colour 3 of the palette/ })).toBeChecked()
  await expect(look.getByLabel('Font', { exact: true })).toHaveValue('Roboto')
  await expect(look.locator('output')).toHaveText('18')
  await expect(look.getByRole('button', { name: /^Resume language: Deutsch/ })).toBeVisible()
  await expect(preview(page).locator('[lang="de"]').first()).toBeVisible()

  // Everything is back: in the forms…
  const personal = page.getByRole('region', { name: 'Personal details' })
  await expect(personal.getByLabel('Job title')).toHaveValue('Staff Engineer')
  await expect(personal.getByLabel('Date of birth')).toHaveValue('10/12/1985')
  await expect(personal.getByLabel('Address')).toHaveValue('12 St James Square')
  await goToStep(page, 'Education')
  await expectListOrder(page.getByRole('list', { name: 'Education' }), [
    'BSc Mathematics',
    'PhD Computing',
  ])
  await page.getByRole('button', { name: 'Edit PhD Computing' }).click()
  await expect(page.getByLabel('I currently study here')).toBeChecked()
  await expect(page.getByLabel('End date')).toBeDisabled()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await goToStep(page, 'Experience')
  await page.getByRole('button', { name: 'Edit Analyst' }).click()
  await expect(page.getByLabel('Start date')).toHaveValue('01/2007')
  await expect(page.getByRole('textbox', { name: 'Description' }).locator('li')).toHaveCount(2)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await goToStep(page, 'Skills')
  await expectListOrder(page.getByRole('list', { name: 'Skills' }), [
    'Poetry',
    'Mathematics',
    'Programming',
  ])
  await page.getByRole('button', { name: 'Edit Programming' }).click()
  await expect(page.getByRole('radio', { name: 'Advanced' })).toBeChecked()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await goToStep(page, 'Additional')
  for (const section of [
    'Certificates and courses',
    'Projects',
    'Languages',
    'References',
    ...richSections.map(([name]) => name),
  ]) {
    await expect(toggle(section)).toHaveClass(/is-filled/)
  }
  await toggle('Languages').click()
  await expectListOrder(page.getByRole('list', { name: 'Languages' }), ['French', 'English'])

  // …and in the preview.
  await expect(preview(page)).toContainText('Staff Engineer')
  await expect(preview(page)).toContainText('12 St James Square')
  await expect(preview(page)).toContainText('Builds analytical engines.')
  await expect(previewSection(page, 'educations')).toContainText('University of London')
  await expect(previewSection(page, 'educations')).toContainText('10/2006')
  await expect(previewSection(page, 'experiences')).toContainText('Babbage & Co')
  await expect(previewSection(page, 'experiences').locator('li')).toHaveCount(2)
  await expect(previewSection(page, 'skills')).toContainText(/Poetry.*Mathematics.*Programming/)
  await expect(previewSection(page, 'languages')).toContainText(/French.*English/)
  await expect(previewSection(page, 'certifications')).toContainText('Royal Society')
  await expect(previewSection(page, 'projects')).toContainText('Analytical Engine')
  await expect(previewSection(page, 'references')).toContainText('charles@example.org')
  for (const [id, text] of [
    ['honors', 'Royal Medal 1840'],
    ['publications', 'Sketch of the Analytical Engine'],
    ['hobbies', 'Horse riding'],
    ['exhibitions', 'Science Museum 1991'],
    ['voluntaries', 'Tutoring girls in maths'],
  ] as const) {
    await expect(previewSection(page, id)).toContainText(text)
  }

  // A click on a skill in the preview opens the Skills step with that skill's form.
  await goToStep(page, 'Personal')
  await previewSection(page, 'skills').getByText('Programming').click()
  await expect(steps(page).getByRole('button', { name: /Skills/ })).toHaveAttribute(
    'aria-current',
    'step',
  )
  const skillForm = page.getByRole('form', { name: 'Edit skill' })
  await expect(skillForm.getByLabel('Skill')).toHaveValue('Programming')
})
