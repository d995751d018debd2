/**
 * `npm run bootstrap-admin -- --table <TableName> [--region us-east-1] [--username senior.admin]
 *   [--email you@org] [--first First] [--last Last]`
 * Creates the first senior admin in a deployed table with your AWS credentials and prints its
 * generated password once. Refuses when the username or e-mail is taken.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { parseArgs } from 'node:util';
import { UniquenessError } from '../functions/data/users/users.ts';
import { bootstrapSeniorAdmin } from './bootstrap/senior-admin.ts';

const { values } = parseArgs({
  options: {
    table: { type: 'string' },
    region: { type: 'string' },
    endpoint: { type: 'string' },
    username: { type: 'string', default: 'senior.admin' },
    email: { type: 'string' },
    first: { type: 'string', default: 'Senior' },
    last: { type: 'string', default: 'Admin' },
  },
});

if (!values.table || !values.email) {
  process.stderr.write(
    'Usage: npm run bootstrap-admin -- --table <TableName from the stack outputs> --email <address> [--username senior.admin] [--region us-east-1]\n',
  );
  process.exit(2);
}
process.env.TABLE_NAME = values.table;
if (values.region) process.env.AWS_REGION = values.region;
if (values.endpoint) process.env.DYNAMODB_ENDPOINT = values.endpoint;

try {
  const { user, password, referenceItemsWritten } = await bootstrapSeniorAdmin({
    username: values.username!,
    email: values.email,
    firstName: values.first!,
    lastName: values.last!,
  });
  process.stdout.write(
    [
      `Created senior admin "${user.username}" (id ${user.id}) in table ${values.table}; ${referenceItemsWritten} reference items written.`,
      `Password (shown once, store it safely and change it after the first sign-in): ${password}`,
      '',
    ].join('\n'),
  );
} catch (error) {
  if (error instanceof UniquenessError) {
    process.stderr.write(
      `bootstrap-admin: the ${error.field === 'both' ? 'username and e-mail are' : `${error.field} is`} already taken; nothing was created.\n`,
    );
  } else {
    process.stderr.write(`bootstrap-admin failed: ${(error as Error).message}\n`);
  }
  process.exit(1);
}
