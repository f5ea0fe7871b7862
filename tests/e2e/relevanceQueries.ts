/**
 * The relevance suite's queries: what a reader types, and the page (route) that must be among the
 * first three pages of results. Exact titles, misspellings, missing accents, field names, response
 * codes, error codes and product names, in each language.
 */
const D = '/docs/documentation';
const E = '/en/docs/documentation';

export const RELEVANCE_QUERIES: Record<'es' | 'en', [query: string, page: string][]> = {
  es: [
    ['tokenización', `${D}/online/tokenization/`],
    ['tokenizacion', `${D}/online/tokenization/`],
    ['tokenisacion', `${D}/online/tokenization/`],
    ['bizum', `${D}/bizum/`],
    ['solicitud de pago bizum', `${D}/bizum/r2p/`],
    // Pages titled with the word rank above a guide's subsection of that name, as on DocSearch.
    ['preautorizacion', '/docs/api/payment/confirm/'],
    ['crear un pago', '/docs/api/payment/card/'],
    ['devolver un pago', '/docs/api/payment/refund/'],
    ['suspender un plan', '/docs/api/recu/post_plan_suspension/'],
    // A plural finds the page named in the singular («Devolver un pago», devolución) and its synonyms.
    ['devoluciones', '/docs/api/payment/refund/'],
    // currency / moneda / divisa: no page title says divisa («Monedas admitidas»).
    ['divisas', '/docs/api/currencies/'],
    ['cancelar enlace', '/docs/api/paybylink/cancel_link/'],
    ['3-D Secure', `${D}/risk/3dsecure/`],
    ['3ds', `${D}/risk/3dsecure/`],
    ['autenticacion reforzada', `${D}/risk/sca/`],
    ['exenciones SCA', `${D}/risk/sca/`],
    ['PCI DSS', `${D}/risk/pci_compliance/`],
    ['SAQ A', `${D}/risk/pci_compliance/`],
    ['CVV', `${D}/risk/cvv/`],
    ['verificacion de direccion', `${D}/risk/avs/`],
    ['Norma 43', `${D}/reporting/conciliation/norma43/`],
    ['cuaderno 43', `${D}/reporting/conciliation/norma43/`],
    ['conciliacion bancaria', `${D}/reporting/conciliation/`],
    ['liquidaciones', `${D}/reporting/`],
    ['Idempotency-Key', '/docs/api/requests/'],
    ['idempotencia', '/docs/api/requests/'],
    // The webhook catalogue verifies the signature in four languages, and ranks above the requests page that defines it.
    ['firma webhook', '/docs/api/webhooks/'],
    ['Tesela-Signature', '/docs/api/requests/'],
    ['errores HTTP', '/docs/api/responses/'],
    ['0190', `${D}/testing/response_codes/`],
    ['códigos de respuesta', `${D}/testing/response_codes/`],
    ['tarjetas de prueba', `${D}/testing/response_codes/`],
    ['apple pay', `${D}/online/selling/wallets/apay/`],
    ['google pay', `${D}/online/selling/wallets/gpay/`],
    ['finanpay', `${D}/online/selling/finanpay/`],
    ['compra ahora paga despues', `${D}/online/selling/finanpay/`],
    ['pago por enlace', `${D}/paybylink/`],
    ['IVR', `${D}/ivr/`],
    ['propinas', `${D}/pcp/others/tips/`],
    ['DCC conversion de divisa', `${D}/pcp/others/dcc/`],
    ['Tesela Tap', `${D}/pcp/taptophone/`],
    ['instalacion del terminal', `${D}/pcp/installation/`],
    ['PayGate', `${D}/pcp/paygate/`],
    ['planes recurrentes', `${D}/subscriptions/recu/`],
    ['cargos por lotes', `${D}/subscriptions/batch/`],
    ['tax free DIVA', `${D}/taxfree/`],
    ['Checkout Builder', `${D}/integration/builder/`],
    ['pagina de pago alojada', '/docs/hpp/'],
    ['paginación', '/docs/api/requests/'],
  ],
  en: [
    ['tokenization', `${E}/online/tokenization/`],
    ['tokenisation', `${E}/online/tokenization/`],
    ['tokenizaton', `${E}/online/tokenization/`],
    ['bizum', `${E}/bizum/`],
    ['bizum request to pay', `${E}/bizum/r2p/`],
    ['preauthorization', '/en/docs/api/payment/confirm/'],
    ['create a payment', '/en/docs/api/payment/card/'],
    ['refund a payment', '/en/docs/api/payment/refund/'],
    ['suspend a plan', '/en/docs/api/recu/post_plan_suspension/'],
    ['cancel a link', '/en/docs/api/paybylink/cancel_link/'],
    ['link.paid', '/en/docs/api/paybylink/notify/'],
    ['3-D Secure', `${E}/risk/3dsecure/`],
    ['3ds', `${E}/risk/3dsecure/`],
    ['strong customer authentication', `${E}/risk/sca/`],
    ['SCA exemptions', `${E}/risk/sca/`],
    ['PCI DSS', `${E}/risk/pci_compliance/`],
    ['SAQ A', `${E}/risk/pci_compliance/`],
    ['CVV', `${E}/risk/cvv/`],
    ['address verification', `${E}/risk/avs/`],
    ['Norma 43', `${E}/reporting/conciliation/norma43/`],
    ['cuaderno 43', `${E}/reporting/conciliation/norma43/`],
    ['bank reconciliation', `${E}/reporting/conciliation/`],
    ['settlement report', `${E}/reporting/`],
    // No page says payout: the settlement synonyms take it there.
    ['payouts', `${E}/reporting/`],
    ['Idempotency-Key', '/en/docs/api/requests/'],
    ['idempotency', '/en/docs/api/requests/'],
    ['webhook signature', '/en/docs/api/webhooks/'],
    // A plural finds the page named in the singular ("Webhook catalogue").
    ['webhooks', '/en/docs/api/webhooks/'],
    ['Tesela-Signature', '/en/docs/api/requests/'],
    ['HTTP errors', '/en/docs/api/responses/'],
    ['0190', `${E}/testing/response_codes/`],
    ['response codes', `${E}/testing/response_codes/`],
    ['test cards', `${E}/testing/response_codes/`],
    ['apple pay', `${E}/online/selling/wallets/apay/`],
    ['google pay', `${E}/online/selling/wallets/gpay/`],
    ['finanpay', `${E}/online/selling/finanpay/`],
    ['buy now pay later', `${E}/online/selling/finanpay/`],
    ['pay by link', `${E}/paybylink/`],
    ['IVR', `${E}/ivr/`],
    ['tips', `${E}/pcp/others/tips/`],
    ['dynamic currency conversion', `${E}/pcp/others/dcc/`],
    ['Tesela Tap', `${E}/pcp/taptophone/`],
    ['terminal installation', `${E}/pcp/installation/`],
    ['PayGate', `${E}/pcp/paygate/`],
    ['recurring plans', `${E}/subscriptions/recu/`],
    ['batch charges', `${E}/subscriptions/batch/`],
    ['tax free DIVA', `${E}/taxfree/`],
    ['Checkout Builder', `${E}/integration/builder/`],
    ['hosted payment page', '/en/docs/hpp/'],
    ['pagination', '/en/docs/api/requests/'],
  ],
};

/**
 * More relevance cases for the site search, beyond the first suite above (none of its queries is
 * repeated): what a reader types, and the page (route) that must be among the first three
 * distinct pages of results. Chosen by what is right for a reader (the page that defines or is about
 * the thing), not by what the current engine returns.
 *
 * Synonym cases: the query word does NOT appear on the expected page (checked against the built search
 * index) but a synonym does; the synonym group the case relies on is written next to it. Groups are
 * bilingual: refund / reembolso / devolución; cancellation / cancel / void / anulación / anular /
 * cancelación / cancelar; recurring / recurrente / suscripción / subscription; reconciliation /
 * conciliación / reconciliación; terminal / TPV / POS / datáfono; capture / captura / capturar /
 * confirmación / confirmar / confirm; preauthorization / preautorización / hold / retención;
 * installment / instalment / plazos / cuotas; webhook / notificación / notification.
 */
export const MORE_RELEVANCE_QUERIES: Record<'es' | 'en', [query: string, page: string][]> = {
  es: [
    // One-edit typos (insertion, deletion, substitution or swap of two adjacent letters, never the
    // first letter) of words in page titles and headings.
    ['propnias', `${D}/pcp/others/tips/`], // propinas
    ['instalcion', `${D}/pcp/installation/`], // instalación
    ['suscripcines', `${D}/subscriptions/`], // suscripciones
    ['donacoines', `${D}/pcp/others/worldcoo/`], // donaciones
    ['conversion dinamcia', `${D}/pcp/others/dcc/`], // dinámica
    ['tokenizacoin en el terminal', `${D}/pcp/tokenization/`], // tokenización
    ['preguntas frecuentse', `${D}/faq/`], // frecuentes
    ['liquidacoines', `${D}/reporting/`], // liquidaciones
    ['Starpya', `${D}/pcp/others/starpay/`], // StarPay
    ['plgins', '/docs/specific/shoplist/'], // plugins
    ['generdor de JSON', '/docs/specific/jsonGenerator/'], // generador
    ['redireccoin', '/docs/intro_hpp/'], // redirección
    ['cumplimineto PCI', `${D}/risk/pci_compliance/`], // cumplimiento
    ['códgio de seguridad', `${D}/risk/cvv/`], // código
    ['integradroes', `${D}/intro/`], // integradores

    // Synonyms of payment terms: the query word is not on the page, its synonym is.
    ['reembolso de un pago', '/docs/api/payment/refund/'], // refund / reembolso / devolución (page: «Devolver un pago», devolución)
    ['reembolso de una venta en el terminal', `${D}/pcp/selling/`], // refund / reembolso / devolución (section «Devolver una venta» of the card-present guide)
    ['cancelación de una venta', '/docs/api/mdwr/cancellation/'], // cancellation / anulación / cancelación (page: «Anular una venta»)
    ['reembolzo', '/docs/api/payment/refund/'], // a typo of reembolso, which no page uses: read as reembolso, it finds devolución
    ['cancelar una devolución', '/docs/api/paygate/delete_refunds/'], // cancellation: cancelar / anular (page: «Anular una devolución»)
    ['anular un plan recurrente', '/docs/api/recu/delete_plan/'], // cancellation: anular / cancelar (page: «Cancelar un plan recurrente»)
    ['crear una suscripción', '/docs/api/recu/post_plan/'], // recurring / recurrente / suscripción / subscription (page: «Crear un plan recurrente»)
    ['reconciliación bancaria', `${D}/reporting/conciliation/`], // reconciliation / conciliación / reconciliación (page: «Conciliación bancaria»)
    ['capturar una preautorización', '/docs/api/payment/confirm/'], // capture / captura / capturar / confirmación / confirmar (page: «Confirmar una preautorización online»)
    ['liberar una retención', '/docs/api/payment/unlock/'], // preauthorization / preautorización / hold / retención (page: «Liberar una preautorización online»)
    ['notificaciones de cada cuota', `${D}/subscriptions/recu/`], // webhook / notificación / notification (section «Recibir los webhooks de cada cuota»)

    // Response and error codes: the reference page that defines the code.
    ['0909', `${D}/testing/response_codes/`],
    ['0116', `${D}/testing/response_codes/`],
    ['0195', `${D}/testing/response_codes/`],
    ['0950', `${D}/testing/response_codes/`],
    ['validation_failed', '/docs/api/responses/'],
    ['idempotency_conflict', '/docs/api/responses/'],
    ['invalid_state', '/docs/api/responses/'],
    ['rate_limited', '/docs/api/responses/'],
    // A code with the word a reader puts before it: the code's own row still comes first.
    ['error 0190', `${D}/testing/response_codes/`],
    ['código de error rate_limited', '/docs/api/responses/'],

    // Field and operation names: the API reference page or section that defines them.
    ['merchantReference', '/docs/api/requests/'], // «Referencia del comercio»
    ['startingAfter', '/docs/api/requests/'], // «Paginación»
    ['emvData', '/docs/api/paygate/post_payments/'],
    ['intervalCount', '/docs/api/recu/post_plan/'],
    ['captureMethod', '/docs/api/paybylink/mail_order/'],
    ['post_plan', '/docs/api/recu/post_plan/'], // operationId
    ['get_allinone', '/docs/api/mdwr/get_allinone/'], // operationId

    // Test card numbers, as readers paste them, with and without spaces.
    ['4917 6100 0000 0018', `${D}/testing/response_codes/`],
    ['4917610000000026', `${D}/testing/response_codes/`],
    ['5413 3300 0000 0019', `${D}/testing/response_codes/`],
    ['4917610000000075', `${D}/testing/response_codes/`],

    // Questions in several words.
    ['cómo hago una devolución parcial', '/docs/api/payment/refund/'],
    ['cómo simulo un desafío 3-D Secure', `${D}/testing/response_codes/`],
    ['cuánto dura una preautorización en el terminal', `${D}/pcp/selling/`], // «La retención dura 30 días»
    ['cómo anulo una venta del terminal', '/docs/api/mdwr/cancellation/'],
    ['cómo paso a producción', '/docs/api/intro/'],
    ['cuándo llega el abono de la liquidación', `${D}/reporting/conciliation/`],
    ['cómo cambio el importe de un plan', '/docs/api/recu/put_plan/'],
    ['cuántas peticiones por segundo puedo enviar', '/docs/api/requests/'],
    ['cómo envío un enlace de pago por SMS', '/docs/api/payment/send_link/'],
  ],
  en: [
    // One-edit typos (insertion, deletion, substitution or swap of two adjacent letters, never the
    // first letter) of words in page titles and headings.
    ['donatoins', `${E}/pcp/others/worldcoo/`], // donations
    ['instalation', `${E}/pcp/installation/`], // installation
    ['subscritpions', `${E}/subscriptions/`], // subscriptions
    ['reconcilation', `${E}/reporting/conciliation/`], // reconciliation
    ['setlements', `${E}/reporting/`], // settlements
    ['reembolzo', '/en/docs/api/payment/refund/'], // a typo of the Spanish reembolso, read as it: its synonym refund
    ['frequently aksed questions', `${E}/faq/`], // asked
    ['currnecy conversion', `${E}/pcp/others/dcc/`], // currency
    ['StraPay', `${E}/pcp/others/starpay/`], // StarPay
    ['plugns', '/en/docs/specific/shoplist/'], // plugins
    ['JSON generaotr', '/en/docs/specific/jsonGenerator/'], // generator
    ['redriect integration', '/en/docs/intro_hpp/'], // redirect
    ['convetnions', '/en/markdown-page/'], // conventions
    ['PCI DSS complaince', `${E}/risk/pci_compliance/`], // compliance
    ['integartors', `${E}/intro/`], // integrators
    ['tokenization on the termnial', `${E}/pcp/tokenization/`], // terminal
    ['security cdoe', `${E}/risk/cvv/`], // code

    // Synonyms of payment terms: the query word is not on the page, its synonym is.
    ['create a subscription', '/en/docs/api/recu/post_plan/'], // recurring / recurrente / suscripción / subscription (page: "Create a recurring plan")
    ['suspend a subscription', '/en/docs/api/recu/post_plan_suspension/'], // recurring / subscription (page: "Suspend a recurring plan")
    ['pay in installments', `${E}/online/selling/finanpay/`], // installment / instalment / plazos / cuotas (page: "monthly instalments")
    ['cancel a refund', '/en/docs/api/paygate/delete_refunds/'], // cancellation / cancel / void (page: "Void a refund")
    ['cancel a PayGate payment', '/en/docs/api/paygate/delete_payments/'], // cancellation / cancel / void (page: "Void a payment")
    ['cancel a card-present sale', '/en/docs/api/mdwr/cancellation/'], // cancellation / cancel / void (page: "Void a sale")
    ['void a recurring plan', '/en/docs/api/recu/delete_plan/'], // cancellation / cancel / void (page: "Cancel a recurring plan")
    ['release a hold', '/en/docs/api/payment/unlock/'], // preauthorization / preautorización / hold / retención (page: "Release an online preauthorization")
    ['POS preauthorization', '/en/docs/api/mdwr/preauthorization/'], // terminal / TPV / POS / datáfono (page: preauthorization "on the terminal")

    // Response and error codes: the reference page that defines the code.
    ['0912', `${E}/testing/response_codes/`],
    ['0129', `${E}/testing/response_codes/`],
    ['0301', `${E}/testing/response_codes/`],
    ['0402', `${E}/testing/response_codes/`],
    ['amount_exceeded', '/en/docs/api/responses/'],
    ['duplicate_reference', '/en/docs/api/responses/'],
    ['invalid_request', '/en/docs/api/responses/'],
    ['service_unavailable', '/en/docs/api/responses/'],
    // A code with the word a reader puts before it: the code's own row still comes first.
    ['error 0190', `${E}/testing/response_codes/`],
    ['error code idempotency_conflict', '/en/docs/api/responses/'],

    // Field and operation names: the API reference page or section that defines them.
    ['merchantReference', '/en/docs/api/requests/'], // "Merchant reference"
    ['softwareVersion', '/en/docs/api/paygate/post_init/'],
    ['nextAction', '/en/docs/api/payment/card/'], // "Payment result and nextAction"
    ['lastCharges', '/en/docs/api/recu/get_plan/'],
    ['reusable_mail_order', '/en/docs/api/paybylink/reusable_mail_order/'], // operationId
    ['delete_refunds', '/en/docs/api/paygate/delete_refunds/'], // operationId

    // Test card numbers, as readers paste them, with and without spaces.
    ['4917 6100 0000 0034', `${E}/testing/response_codes/`],
    ['4917610000000042', `${E}/testing/response_codes/`],
    ['5413330000000027', `${E}/testing/response_codes/`],
    ['4917 6100 0000 0109', `${E}/testing/response_codes/`],

    // Questions in several words.
    ['how do I refund part of a payment', '/en/docs/api/payment/refund/'],
    ['how do I simulate a 3-D Secure challenge', `${E}/testing/response_codes/`],
    ['how long does a preauthorization last on the terminal', `${E}/pcp/selling/`], // "The hold lasts 30 days"
    ['how do I void a sale on the terminal', '/en/docs/api/mdwr/cancellation/'],
    ['how do I save a card for future payments', `${E}/online/tokenization/`],
    ['how do I go live in production', `${E}/integration/api/`], // the going-live checklist
    ['when is the settlement credited to my bank account', `${E}/reporting/conciliation/`],
    ['how do I change the amount of a recurring plan', '/en/docs/api/recu/put_plan/'],
    ['how many requests per second can I send', '/en/docs/api/requests/'],
    ['how do I send a payment link by SMS', '/en/docs/api/payment/send_link/'],
  ],
};
