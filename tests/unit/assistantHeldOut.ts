// Questions held out from tuning: written after the tables of assistantQuestions.ts and before the engine was changed
// to answer them, so they measure how the assistant answers questions nobody tuned it for. Same shape and rules as
// assistantQuestions.ts.
import type { AssistantQuestion } from './assistantQuestions.ts'

export const heldOutQuestions: Record<string, readonly AssistantQuestion[]> = {
  hack25: [
    { question: 'Can I come without a laptop?', has: ['laptop and charger'], not: ['sticker-pack'] },
    { question: 'How much does a ticket cost?', has: ['hacker-pass'] },
    { question: 'Are there vegan options?', has: ['vegan'], yes: true },
    { question: 'Will the demos be streamed online?', has: ['streamed live'], yes: true },
    { question: 'Can I join if I’m 17?', has: ['18 or older'], yes: false },
    { question: 'How many people can be on a team?', has: ['two to five'] },
  ],
  discover: [
    {
      question: 'What’s the difference between the Cash Back and Miles cards?',
      has: ['discover-it-cash-back', 'discover-it-miles'],
    },
    { question: 'Can I get a card without a credit history?', has: [/discover-it-secured|discover-it-student/], yes: true },
    { question: 'Is there a late fee?', has: ['first late payment'] },
    { question: 'What’s the phone number for customer service?', has: ['1-800-347-2683'] },
    { question: 'Do you have personal loans?', has: ['personal-loan'], yes: true },
    { question: 'Can I change my due date?', has: ['due date'], yes: true },
  ],
  cr: [
    { question: 'Do manufacturers send you free products to test?', has: ['buy every product'], yes: false },
    { question: 'Is there a print magazine?', has: ['12 print issues'], yes: true },
    { question: 'What is the phone number for member services?', has: ['1-800-333-0663'] },
    { question: 'Which noise canceling headphones are best?', has: ['sony-wh-1000xm5'] },
    { question: 'Can I switch from Digital to All Access?', has: ['switch between'], yes: true },
    { question: 'Where do you test cars?', has: ['Auto Test Center'] },
  ],
  cw: [
    { question: 'Can I return something without a receipt?', has: ['receipt'], yes: false },
    { question: 'Is store pickup free?', has: ["store pickup isn't offered"] },
    {
      question: 'What’s the difference between Good Sam membership and roadside assistance?',
      has: ['good-sam-membership', 'good-sam-roadside-assistance'],
    },
    { question: 'Where can I find a store near me?', has: ['ZIP code'] },
    { question: 'Are you open on Sundays?', has: ['Sunday 10 AM'], yes: true },
    { question: 'Do you sell generators online?', has: ['sold in our stores'] },
  ],
  avis: [
    { question: 'Can I rent a car without a credit card?', has: ['debit cards are accepted'], yes: true },
    { question: 'Is the LAX location open 24 hours?', has: ['Open 24 hours'], yes: true },
    { question: 'What’s the difference between Premium and Luxury?', has: ['Cadillac', 'BMW'] },
    { question: 'Does it cost more to return the car to another location?', has: ['one-way'] },
    { question: 'Can I get a GPS?', has: ['gps-navigation'], yes: true },
    { question: 'Do I have to return the electric car fully charged?', has: ['any charge level'], yes: false },
  ],
  adtalem: [
    { question: 'Can I study nursing online?', has: ['chamberlain-rn-to-bsn'], yes: true },
    { question: 'Do you have an MBA?', has: ['walden-mba'], yes: true },
    { question: 'Can I apply without a high school diploma?', has: ['GED'] },
    { question: 'Where is the Ross vet school?', has: ['St. Kitts'] },
    { question: 'How long is the BSN program?', has: [/three[- ]year/] },
    { question: 'Do you offer scholarships?', has: ['scholarships'], yes: true },
  ],
  icb: [
    { question: 'Is the coffee organic?', has: ['certified organic'], not: ['roast date'], yes: false },
    { question: 'Do you sell a French press?', has: ['french-press'], yes: true },
    {
      question: 'What’s the difference between the Kona Peaberry and the house blend?',
      has: ['kona-peaberry', 'trade-winds-blend'],
    },
    { question: 'How long does delivery take?', has: ['business days'] },
    { question: 'Are you open on Sundays?', has: ['closed on Sundays'], yes: false },
    { question: 'Is there a minimum number of deliveries for a subscription?', has: ['no minimum'], yes: false },
  ],
  llbean: [
    { question: 'Can I return something after a year?', has: ['defect'] },
    { question: 'Is express shipping available?', has: ['2 business days'], yes: true },
    { question: 'Do you have a store in Freeport?', has: ['95 Main Street'], yes: true },
    {
      question: 'What’s the difference between the men’s and women’s Bean Boots?',
      has: ['bean-boots-8-inch', 'womens-bean-boots-6-inch'],
    },
    { question: 'Can I get a monogram on a bag?', has: ['Monogramming'], yes: true },
    { question: 'Are Bean Boots waterproof?', has: [/bean-boots/], yes: true },
  ],
  pristine: [
    { question: 'Can I return leggings I wore once?', has: ['30 days'], yes: true },
    { question: 'Do you hem leggings?', has: ['hemm'], yes: true },
    { question: 'Is Pristine Circle free?', has: ['free membership'], yes: true },
    { question: 'Can I pay with Apple Pay?', has: ["Apple Pay aren't offered"], yes: false },
    {
      question: 'What’s the difference between the down vest and the rain shell?',
      has: ['summit-down-vest', 'ridgeline-packable-shell'],
    },
    { question: 'Do you have a backpack?', has: ['everywhere-daypack-22l'], yes: true },
  ],
  thumbtack: [
    { question: 'Can I book without an account?', has: ['account'], not: ['Reschedule or cancel'], yes: false },
    { question: 'Are the pros background checked?', has: ['background check'] },
    { question: 'Do you offer lawn mowing?', has: ['lawn-mowing'], yes: true },
    { question: 'What’s the difference between a standard and a deep clean?', has: ['deep-cleaning', 'standard-house-cleaning'] },
    { question: 'Do I have to buy the TV mount myself?', has: [/at cost|Mount not included/] },
    { question: 'Can I get a refund if the job is done badly?', has: ['Thumbtack Guarantee'] },
  ],
}

/** A second batch, written after the engine was changed for the first and before running it: the first batch was
 *  looked at while changing the engine, so this one measures what those changes generalise to. */
export const secondHeldOutQuestions: Record<string, readonly AssistantQuestion[]> = {
  hack25: [
    { question: 'Is there Wi-Fi at the venue?', has: ['Wi-Fi'], yes: true },
    { question: 'Do I keep the rights to my project?', has: ['keep all rights'], yes: true },
    { question: 'What’s included in the Hacker Pass?', has: ['hacker-pass'] },
  ],
  discover: [
    { question: 'Am I responsible for fraudulent charges on my card?', has: ['never responsible'], yes: false },
    { question: 'Can I get cash back on gas?', has: [/discover-it-chrome|discover-it-secured/], yes: true },
    { question: 'Do you have a checking account?', has: ['cashback-debit'], yes: true },
  ],
  cr: [
    { question: 'Do you have ratings for air purifiers?', has: ['coway-airmega-ap1512hh'], yes: true },
    { question: 'How do I contact member services?', has: ['1-800-333-0663'] },
    { question: 'Is there a smoke detector you recommend?', has: ['kidde-smoke-co-alarm'] },
  ],
  cw: [
    { question: 'Will you text me when my order is ready?', has: ['ship to your address'] },
    { question: 'Can I return installed parts?', has: ['installed parts can'], yes: false },
    { question: 'What size generator do I need for a 50 amp motorhome?', has: ['7,000 watts'] },
  ],
  avis: [
    { question: 'Is there a fee for drivers under 25?', has: ['young renter surcharge'] },
    { question: 'Do you have a 7 seater?', has: [/full-size-suv|minivan/], yes: true },
    { question: 'Where is the Chicago location?', has: ['10000 Bessie Coleman Dr'] },
  ],
  adtalem: [
    { question: 'Is the seat deposit refundable?', has: ['credited toward'] },
    { question: 'Do you have a psychology PhD?', has: ['walden-phd-psychology'], yes: true },
    { question: 'When does the online RN to BSN start?', has: ['six times a year'] },
  ],
  icb: [
    { question: 'Can I change how often my subscription ships?', has: ['frequency'], yes: true },
    { question: 'Do you have a coffee subscription as a gift?', has: ['three-month-gift-subscription'], yes: true },
    { question: 'Is your decaf made with chemicals?', has: ['Swiss Water'], yes: false },
  ],
  llbean: [
    { question: 'Is shipping free on a $50 order?', has: ['$75'], yes: false },
    { question: 'Do you sell tents?', has: ['trail-model-4-tent'], yes: true },
    { question: 'Can I call customer service at night?', has: ['24 hours'], yes: true },
  ],
  pristine: [
    { question: 'Do you ship for free?', has: ['$100'] },
    { question: 'Can I exchange leggings for a different size?', has: ['exchange'], yes: true },
    { question: 'What shoes do you have for hiking?', has: ['alpine-mid-hiker'] },
  ],
  thumbtack: [
    { question: 'Do cleaners bring their own supplies?', has: ['bring their own'], yes: true },
    { question: 'Can I cancel the day before?', has: ['24 hours'], yes: true },
    { question: 'Do you help with moving?', has: [/moving-help-2-movers|local-move-with-truck/], yes: true },
  ],
}

/** A third batch, written once the engine work was done and run once, unchanged: 17 of 20 right, as with the engine
 *  before this work (the same three wrong: a scholarship for nursing, somewhere to sleep, roasting on weekends). */
export const thirdHeldOutQuestions: Record<string, readonly AssistantQuestion[]> = {
  hack25: [
    { question: 'Is there somewhere to sleep?', has: [/overnight|quiet rooms/] },
    { question: 'Can I transfer my pass to a friend?', has: ['transferable'], yes: true },
  ],
  discover: [
    { question: 'Is there a fee for paying late?', has: ['first late payment'] },
    { question: 'How do I set up autopay?', has: ['AutoPay'] },
  ],
  cr: [
    { question: 'Do you test cars?', has: ['Auto Test Center'], yes: true },
    { question: 'Can I get the magazine in print?', has: ['All Access'], yes: true },
  ],
  cw: [
    { question: 'Do Good Sam members save at campgrounds?', has: ['10%'], yes: true },
    { question: 'How long does store pickup take?', has: ["store pickup isn't offered"] },
  ],
  avis: [
    { question: 'Do you offer roadside assistance?', has: ['roadside-safety-net'], yes: true },
    { question: 'Is the Boston airport location open at night?', has: ['Open 24 hours'], yes: true },
  ],
  adtalem: [
    { question: 'Do you have a veterinary school in the Caribbean?', has: ['ross-vet-dvm'], yes: true },
    { question: 'Can I get a scholarship for nursing?', has: ['scholarships'], yes: true },
  ],
  icb: [
    { question: 'Can I buy a mug?', has: ['icb-ceramic-mug'], yes: true },
    { question: 'Do you roast on weekends?', has: ['Monday through Thursday'], yes: false },
  ],
  llbean: [
    { question: 'Can I get my boots resoled?', has: ['resoles'], yes: true },
    { question: 'Do you have flannel sheets?', has: ['ultrasoft-flannel-sheet-set'], yes: true },
  ],
  pristine: [
    { question: 'Do you offer free hemming?', has: ['hemm'], yes: true },
    { question: 'Is there a store in Boulder?', has: ['Pearl Street'], yes: true },
  ],
  thumbtack: [
    { question: 'Can I get a same-day appointment?', has: ['same-day'], yes: true },
    { question: 'Do you do furniture assembly?', has: ['furniture-assembly'], yes: true },
  ],
}
