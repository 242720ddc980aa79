// The shared heading, introduction and navigation label of each feature. A brand's `copy` overrides the heading
// and introduction; "{brand}" is replaced by the brand's display name.
import type { RouteFeature } from './pageKinds.ts'

interface FeatureText {
  heading: string
  intro: string
  nav: string
}

export const featureText: Record<RouteFeature, FeatureText> = {
  directory: {
    heading: 'Partner demo directory',
    intro:
      'Every branded customer journey in one place. Pick a partner to walk through its storefront, sign-in and messaging flows.',
    nav: 'All demos',
  },
  home: { heading: 'Welcome to {brand}', intro: 'Explore what {brand} has to offer.', nav: 'Home' },
  account: {
    heading: 'Your {brand} account',
    intro: 'Sign in with your email or phone to see your profile and your orders.',
    nav: 'Account',
  },
  ai: {
    heading: '{brand} assistant',
    intro: 'Ask a question about our products and services and get an answer straight away.',
    nav: 'Assistant',
  },
  service: {
    heading: 'Customer service',
    intro: 'Tell us what you need and we will open a case and get back to you.',
    nav: 'Help',
  },
  sms: {
    heading: 'Text alerts from {brand}',
    intro: 'Get order updates and offers by SMS. Enter your phone number and confirm it with a one-time code.',
    nav: 'Text alerts',
  },
  form: { heading: 'Request information', intro: 'Tell us about yourself and an advisor will contact you.', nav: 'Enquire' },
  review: {
    heading: 'Leave a review',
    intro: 'Rate your experience with {brand} and tell others what you thought.',
    nav: 'Review',
  },
  journey: {
    heading: 'Get started with {brand}',
    intro: 'A few quick steps to set things up the way you like them.',
    nav: 'Get started',
  },
  catalog: { heading: 'Shop {brand}', intro: 'Browse the full range and pick what suits you.', nav: 'Shop' },
  product: { heading: '{brand} product', intro: 'Everything you need to know before you add it to your cart.', nav: 'Product' },
  confirmItem: {
    heading: 'Confirm your item',
    intro: 'Choose the options and quantity, then add it to your cart.',
    nav: 'Choose item',
  },
  cart: { heading: 'Your cart', intro: 'Review your items, change quantities, then head to checkout.', nav: 'Cart' },
  checkout: {
    heading: 'Checkout',
    intro: 'Enter your contact, delivery and payment details to place your order.',
    nav: 'Checkout',
  },
  confirmOrder: { heading: 'Order confirmed', intro: 'Thank you for your order. Here is your summary.', nav: 'Order' },
  addons: { heading: 'Add-ons', intro: 'Make your trip easier with optional extras.', nav: 'Add-ons' },
  article: { heading: '{brand} guide', intro: 'Independent advice from our experts.', nav: 'Articles' },
  resorts: { heading: 'Our resorts', intro: 'Find your next getaway among our resorts.', nav: 'Resorts' },
  resort: { heading: 'Resort', intro: 'Plan your stay.', nav: 'Resort' },
  landing: { heading: '{brand} offers', intro: 'This season’s offers.', nav: 'Offers' },
  wifi: { heading: 'Guest Wi-Fi', intro: 'Connect to free Wi-Fi while you are with us.', nav: 'Wi-Fi' },
  catalogRequest: {
    heading: 'Request a free catalog',
    intro: 'Get the latest {brand} catalog delivered to your door.',
    nav: 'Free catalog',
  },
  scan: {
    heading: 'Scan & Go',
    intro: 'Scan items as you shop, then pay on your phone and skip the checkout line.',
    nav: 'Scan & Go',
  },
  foodfinder: {
    heading: 'Food finder',
    intro: 'Answer a few questions about your pet and we will recommend the right food.',
    nav: 'Food finder',
  },
}

export function fillBrand(text: string, brandName: string): string {
  return text.replaceAll('{brand}', brandName)
}
