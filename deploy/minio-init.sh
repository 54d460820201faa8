#!/bin/sh
# The file store's set-up, run by the minio-init service of deploy/compose.yaml before the apps
# start, on every `docker compose up`: each step leaves what already exists as it is.
#   - the uploads bucket, with versioning on (an overwritten or deleted file can be restored);
#   - old versions and delete markers expire after 30 days, so a file a user deleted (a resume)
#     is really gone within a month, unless the operator set a lifecycle of their own;
#   - the apps' own access key, allowed this bucket's objects and nothing else (the root
#     credentials never leave the minio services).
set -eu

mc alias set store http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null
mc mb --ignore-existing "store/$S3_BUCKET"
mc version enable "store/$S3_BUCKET"
if ! mc ilm rule ls "store/$S3_BUCKET" >/dev/null 2>&1; then
  mc ilm rule add --noncurrent-expire-days 30 --expire-delete-marker "store/$S3_BUCKET"
fi

cat >/tmp/jobboard-files.json <<EOF
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET/*"]
    },
    {
      "Effect": "Allow",
      "Action": ["s3:ListBucket", "s3:GetBucketLocation"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET"]
    }
  ]
}
EOF
mc admin policy create store jobboard-files /tmp/jobboard-files.json
# Adding an existing user sets its secret: a changed S3_SECRET_ACCESS_KEY takes effect here.
mc admin user add store "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
mc admin policy attach store jobboard-files --user "$S3_ACCESS_KEY_ID"
echo "minio-init: bucket $S3_BUCKET ready for $S3_ACCESS_KEY_ID"
