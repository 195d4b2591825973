import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render'

const siteNav = async () => within(await screen.findByRole('navigation', { name: 'Site' }))

describe('public layout', () => {
  it('has the spec header links and footer anchors', async () => {
    await renderApp('/')
    const nav = await siteNav()
    for (const [label, href] of [
      ['Features', '/features'],
      ['Pricing', '/pricing'],
      ['Documentation', '/documentation'],
      ['About', '/about'],
    ]) {
      expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href)
    }
    const header = within(screen.getByRole('banner'))
    expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin')
    expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup')

    const footer = within(screen.getByRole('contentinfo'))
    expect(footer.getByRole('link', { name: 'Getting started' }).getAttribute('href')).toMatch(/\/documentation.*#getting-started$/)
    expect(footer.getByRole('link', { name: 'Tutorials' })).toHaveAttribute('href', '/documentation#tutorials')
    expect(footer.getByRole('link', { name: 'API' })).toHaveAttribute('href', '/documentation#api')
    expect(footer.getByRole('link', { name: /GitHub/ })).toHaveAttribute('target', '_blank')
    expect(footer.getByRole('link', { name: /hello@taskhive\.example/ })).toHaveAttribute('href', 'mailto:hello@taskhive.example')
  })

  it('offers a way into the app when signed in', async () => {
    await renderApp('/', { as: 'staff' })
    const header = within(await screen.findByRole('banner'))
    expect(header.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(header.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument()
  })
})

describe('marketing pages', () => {
  it('home presents the product and its features', async () => {
    await renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: /Where your team's work comes together/ })).toBeInTheDocument()
    for (const title of ['Projects with their own team', 'Tasks that move forward', 'Daily checklists from templates', 'Live notifications', 'Team chat with files', 'Roles that fit your team']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument()
    }
    expect(screen.getByRole('img', { name: /Taskhive dashboard/ })).toBeInTheDocument()
  })

  it('features and about pages render their content', async () => {
    const user = userEvent.setup()
    await renderApp('/features')
    expect(await screen.findByRole('heading', { level: 1, name: /Everything your team needs/ })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Daily checklists from templates' })).toHaveTextContent('Exclude weekdays')
    await user.click((await siteNav()).getByRole('link', { name: 'About' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Calm, shared work for busy teams' })).toBeInTheDocument()
  })

  it('pricing shows the three plans with their limits and actions', async () => {
    await renderApp('/pricing')
    const free = within(await screen.findByRole('article', { name: 'Free' }))
    const pro = within(screen.getByRole('article', { name: 'Professional' }))
    const enterprise = within(screen.getByRole('article', { name: 'Enterprise' }))

    expect(free.getByText('$0')).toBeInTheDocument()
    expect(free.getByText('Up to 5 members')).toBeInTheDocument()
    expect(free.getByText('5GB storage')).toBeInTheDocument()
    expect(free.getByRole('link', { name: 'Get started free' })).toHaveAttribute('href', '/signup')

    expect(pro.getByText('$29')).toBeInTheDocument()
    expect(pro.getByText('Most Popular')).toBeInTheDocument()
    expect(pro.getByText('Up to 50 members')).toBeInTheDocument()
    expect(pro.getByText('100GB storage')).toBeInTheDocument()
    expect(pro.getByRole('link', { name: 'Start free trial' })).toHaveAttribute('href', '/checkout')

    expect(enterprise.getByText('$99')).toBeInTheDocument()
    expect(enterprise.getByText('Unlimited members')).toBeInTheDocument()
    expect(enterprise.getByRole('link', { name: 'Contact sales' }).getAttribute('href')).toMatch(/^mailto:sales@taskhive\.example/)

    for (const plan of [free, pro, enterprise]) {
      expect(plan.getByText('14-day free trial')).toBeInTheDocument()
      expect(plan.getByText('/month')).toBeInTheDocument()
    }
  })
})

describe('/documentation', () => {
  it('opens the tab named in the URL and keeps the URL in step with the tabs', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/documentation?tab=projects')
    expect(await screen.findByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Create a project')

    await user.click(screen.getByRole('tab', { name: 'Advanced' }))
    await waitFor(() => expect(history.location.search).toBe('?tab=advanced'))
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The Demo menu')

    history.back()
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true'))
  })

  it('puts no block inside a paragraph on any tab (a browser would break the paragraph apart)', async () => {
    const user = userEvent.setup()
    await renderApp('/documentation')
    for (const name of ['Getting started', 'Tasks', 'Projects', 'Advanced']) {
      await user.click(await screen.findByRole('tab', { name }))
      await waitFor(() => expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'))
      expect(document.querySelectorAll('p div, p p, p ul, p ol, p table')).toHaveLength(0)
    }
  })

  it('starts on getting started, with the demo accounts, and ignores an unknown tab', async () => {
    await renderApp('/documentation?tab=nonsense')
    expect(await screen.findByRole('tab', { name: 'Getting started' })).toHaveAttribute('aria-selected', 'true')
    const panel = within(screen.getByRole('tabpanel'))
    for (const credential of ['admin', 'admin123', 'manager', 'manager123', 'staff', 'staff123']) {
      expect(panel.getByText(credential, { selector: 'code' })).toBeInTheDocument()
    }
    expect(document.getElementById('tutorials')).toHaveTextContent('Tutorials')
    expect(document.getElementById('api')).toHaveTextContent('/auth/login')
  })
})
